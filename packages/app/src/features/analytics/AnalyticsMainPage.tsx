import type { AnalyticsPeriod } from '@creator/api-client';
import { EmptyState, LoadingSkeleton, TabBar } from '@creator/ui';
import { Stack } from '@mantine/core';
import { useLocation, useNavigate, useOutlet } from 'react-router';
import { useReplacesBootHeading } from '../../boot/boot-heading';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { ANALYTICS_PERIODS } from '../../routing/route-params';
import { ANALYTICS_PERIOD_KEYS } from '../../i18n/translation-keys';
import { AnalyticsControls } from './AnalyticsControls';
import { AnalyticsFrame } from './AnalyticsFrame';
import { AnalyticsTiles } from './AnalyticsTiles';
import { answeredNotFound, NotFoundRedirect } from '../../routing/not-found';
import { isEmptyReport, isKnownAccount, searchOf, searchOnPeriodChange } from './analytics-rules';
import { useAnalytics } from './use-analytics';

/**
 * The `analytics_main` screen: the period tabs, the account and period selectors, then the
 * metric tiles, or the detail view of a child route (rendered in place of the tiles).
 */
export function AnalyticsMainPage() {
  const { t } = useT();
  useReplacesBootHeading();
  const navigate = useNavigate();
  const location = useLocation();
  const outlet = useOutlet();
  const analytics = useAnalytics();
  const { uuid, period, accounts, report } = analytics;

  /** The same view (main or detail) for another period. */
  const changePeriod = (next: string) => {
    const base = pathTo('analytics_main', { uuid, period });
    const rest = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
    void navigate(
      pathTo('analytics_main', { uuid, period: next }) +
        rest +
        searchOnPeriodChange(next as AnalyticsPeriod, location.search),
    );
  };

  return (
    <AnalyticsFrame accounts={accounts}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState order={2} title={t('analytics.no_accounts')} />
        ) : !isKnownAccount(list, uuid) || answeredNotFound(report) ? (
          <NotFoundRedirect />
        ) : (
          <TabBar
            label={t('analytics.periods')}
            value={period}
            onChange={changePeriod}
            // Another period shows the same view: it updates rather than being built again.
            keepContent
            tabs={ANALYTICS_PERIODS.map((value: AnalyticsPeriod) => ({
              value,
              label: t(ANALYTICS_PERIOD_KEYS[value]),
            }))}
          >
            <Stack gap="lg">
              <AnalyticsControls accounts={list} analytics={analytics} />
              <DataBlock
                query={report}
                loading={
                  <LoadingSkeleton variant="card" label={t('analytics.loading')} count={4} />
                }
                error={t('analytics.error')}
              >
                {(data) =>
                  // A detail view redirects itself to this view when the report is empty.
                  outlet ??
                  (isEmptyReport(data.data) ? (
                    <EmptyState order={2} title={t('analytics.no_data')} />
                  ) : (
                    <AnalyticsTiles
                      report={data}
                      account={list.find((a) => a.uuid === uuid) ?? null}
                      search={searchOf(analytics.choice)}
                    />
                  ))
                }
              </DataBlock>
            </Stack>
          </TabBar>
        )
      }
    </AnalyticsFrame>
  );
}
