import { EmptyState, LoadingSkeleton, PageHeader } from '@creator/ui';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { DataBlock } from '../../ui/data-block';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { defaultAccount } from './analytics-rules';
import { useReads } from '../../routing/screen-reads';
import { analyticsRedirectReads } from './reads';

/**
 * `/analytics`: the main view of the first non-virtual account for the last 28 days, or
 * 'no accounts connected' when there is none.
 */
export function AnalyticsRedirect() {
  const { t } = useT();
  const accounts = useQuery(useReads(analyticsRedirectReads).accounts);
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.analytics')} />
      <DataBlock
        query={accounts}
        loading={<LoadingSkeleton variant="text" label={t('analytics.loading')} count={1} />}
        error={t('analytics.accounts_error')}
      >
        {(list) => {
          const first = defaultAccount(list);
          return first ? (
            <Navigate
              replace
              to={pathTo('analytics_main', { uuid: first.uuid, period: 'last_28_days' })}
            />
          ) : (
            <EmptyState order={2} title={t('analytics.no_accounts')} />
          );
        }}
      </DataBlock>
    </Stack>
  );
}
