import { EmptyState } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { defaultAccount } from './analytics-rules';
import { useReads } from '../../routing/screen-reads';
import { analyticsRedirectReads } from './reads';
import { AnalyticsFrame } from './AnalyticsFrame';

/**
 * `/analytics`: the main view of the first non-virtual account for the last 28 days, or
 * 'no accounts connected' when there is none.
 */
export function AnalyticsRedirect() {
  const { t } = useT();
  const accounts = useQuery(useReads(analyticsRedirectReads).accounts);
  return (
    <AnalyticsFrame accounts={accounts}>
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
    </AnalyticsFrame>
  );
}
