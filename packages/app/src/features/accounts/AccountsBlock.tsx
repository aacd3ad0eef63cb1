import { accountsQuery } from '@creator/api-client';
import { AddAccountCard, ErrorState, ExampleAccountCard, LoadingSkeleton } from '@creator/ui';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useT } from '../../lib/i18n';
import { pathTo } from '../../routes/paths';
import { HomeAccountCard } from './HomeAccountCard';
import { missingProviders } from './home-rules';
import { providerName } from './provider-name';
import { Section } from './Section';
import { useReconnect } from './use-reconnect';

/** The accounts grid: add card, a card per account, then blurred examples of providers not connected. */
export function AccountsBlock() {
  const { t } = useT();
  const { client } = useServices();
  const navigate = useNavigate();
  const accounts = useQuery(accountsQuery(client));
  const { reconnect, reconnecting } = useReconnect();
  const addAccount = () => void navigate(pathTo('add_account'));

  let body;
  if (accounts.isPending)
    body = <LoadingSkeleton variant="card" label={t('home.accounts_loading')} count={3} />;
  else if (accounts.isError)
    body = (
      <ErrorState
        message={t('home.accounts_error')}
        retryLabel={t('common.retry')}
        onRetry={() => void accounts.refetch()}
      />
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <AddAccountCard
          label={t('home.add_account')}
          description={t('home.add_account_description')}
          onClick={addAccount}
        />
        {accounts.data.map((account) => (
          <HomeAccountCard
            key={account.uuid}
            account={account}
            onReconnect={() => reconnect(account.uuid)}
            reconnecting={reconnecting === account.uuid}
          />
        ))}
        {missingProviders(accounts.data).map((provider) => {
          const name = providerName(t, provider);
          return (
            <ExampleAccountCard
              key={provider}
              platform={provider}
              platformName={name}
              title={t('account_card.example', { provider: name })}
              connectLabel={t('account_card.connect')}
              onConnect={addAccount}
            />
          );
        })}
      </SimpleGrid>
    );
  return <Section title={t('home.accounts_title')}>{body}</Section>;
}
