import { AddAccountCard, ExampleAccountCard, LoadingSkeleton } from '@creator/ui';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useReads } from '../../routing/screen-reads';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { providerName } from '../../i18n/provider-name';
import { pathTo } from '../../routing/routes';
import { Section } from '../../components/Section';
import { AccountCardItem } from './AccountCardItem';
import { missingProviders, type DetailLinkRule } from './account-rules';
import { accountsReads } from './reads';
import { useConnectProvider } from './use-connect-provider';
import { useConnectReturn } from './use-connect-return';
import { useReconnect } from './use-reconnect';

/** Props of {@link AccountsBlock}. */
export interface AccountsBlockProps {
  /** Which rule links a card to its detail page (home and accounts page differ). @default 'home' */
  rule?: DetailLinkRule;
  /** Keeps the block's heading for screen readers only (the page shows its own). */
  titleHidden?: boolean;
}

/**
 * The accounts block of the home grid and of the accounts screen (one implementation): add
 * card, a card per account, then blurred examples of the providers not connected. Coming back
 * from a provider's page, it ends the connection under way with a notice of what it did.
 */
export function AccountsBlock({ rule = 'home', titleHidden }: AccountsBlockProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const accounts = useQuery(useReads(accountsReads).accounts);
  const { reconnect, reconnecting } = useReconnect();
  const addAccount = () => void navigate(pathTo('add_account'));
  // An example card's Connect starts that provider's connection (docs/product-rules.md#accounts).
  const { start } = useConnectProvider();
  // Back from a provider's page (or Back from it) onto the list: say what happened, if anything.
  useConnectReturn();

  return (
    <Section title={t('home.accounts_title')} titleHidden={titleHidden}>
      <DataBlock
        query={accounts}
        loading={<LoadingSkeleton variant="card" label={t('home.accounts_loading')} count={3} />}
        error={t('home.accounts_error')}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <AddAccountCard
              label={t('home.add_account')}
              description={t('home.add_account_description')}
              onClick={addAccount}
            />
            {list.map((account) => (
              <AccountCardItem
                key={account.uuid}
                account={account}
                rule={rule}
                onReconnect={() => reconnect(account.uuid)}
                reconnecting={reconnecting === account.uuid}
              />
            ))}
            {missingProviders(list).map((provider) => {
              const name = providerName(t, provider);
              return (
                <ExampleAccountCard
                  key={provider}
                  platform={provider}
                  platformName={name}
                  title={t('account_card.example', { provider: name })}
                  connectLabel={t('account_card.connect')}
                  onConnect={() => start(provider)}
                />
              );
            })}
          </SimpleGrid>
        )}
      </DataBlock>
    </Section>
  );
}
