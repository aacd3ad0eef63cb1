import { accountsQuery } from '@creator/api-client';
import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { ComingSoon } from '../../lib/ComingSoon';
import { DataBlock } from '../../lib/data-block';
import { useT } from '../../lib/i18n';
import { pathTo } from '../../lib/routes';
import { useServices } from '../../lib/services';

/** `/analytics`: the main view of the first non-virtual account for the last 28 days. */
export function AnalyticsRedirect() {
  const { client } = useServices();
  const { t } = useT();
  const accounts = useQuery(accountsQuery(client));
  return (
    <DataBlock
      query={accounts}
      loading={<Loader aria-label={t('common.loading')} />}
      error={t('common.error_body')}
    >
      {(list) => {
        const first = list.find((account) => account.accountType !== 'virtual');
        if (!first)
          return (
            <ComingSoon route="analytics_main">
              <Text>{t('analytics.no_accounts')}</Text>
            </ComingSoon>
          );
        return (
          <Navigate
            replace
            to={pathTo('analytics_main', { uuid: first.uuid, period: 'last_28_days' })}
          />
        );
      }}
    </DataBlock>
  );
}
