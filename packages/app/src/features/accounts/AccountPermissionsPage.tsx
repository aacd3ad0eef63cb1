import { accountQuery } from '@creator/api-client';
import { LoadingSkeleton } from '@creator/ui';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DataBlock } from '../../lib/data-block';
import { CATALOGUE_ROOT, useT } from '../../lib/i18n';
import { pathTo } from '../../lib/routes';
import { Section } from '../../lib/Section';
import { useServices } from '../../lib/services';
import { DATA_USAGE_KEY_PREFIX } from '../../lib/translation-keys';
import { AccountHeader } from './AccountHeader';
import { consecutiveKeys } from './detail-rules';

/** The `account_permissions` screen: what the dashboard reads from the account's platform. */
export function AccountPermissionsPage() {
  const { t, i18n } = useT();
  const { client } = useServices();
  const uuid = String(useParams().uuid);
  const account = useQuery(accountQuery(client, uuid));
  return (
    <Stack gap="lg">
      <Anchor c="brand.8" component={Link} to={pathTo('account_detail', { uuid })} size="sm">
        {t('account_contract.back')}
      </Anchor>
      <DataBlock
        query={account}
        loading={<LoadingSkeleton variant="card" label={t('account_detail.loading')} count={1} />}
        error={t('account_detail.error')}
      >
        {(data) => {
          const keys = consecutiveKeys(`${DATA_USAGE_KEY_PREFIX}.${data.accountType}`, (key) =>
            i18n.exists(`${CATALOGUE_ROOT}.${key}`),
          );
          return (
            <>
              <AccountHeader account={data} heading={t('pages.account_permissions')} />
              <Section title={t('account_permissions.title')}>
                {keys.length ? (
                  <List spacing="xs" size="sm">
                    {keys.map((key) => (
                      <List.Item key={key}>{t(key)}</List.Item>
                    ))}
                  </List>
                ) : (
                  <Text size="sm">{t('account_permissions.none')}</Text>
                )}
              </Section>
            </>
          );
        }}
      </DataBlock>
    </Stack>
  );
}
