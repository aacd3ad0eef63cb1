import type { Account, AnalyticsReport } from '@creator/api-client';
import { formatNumber, formatWholeDollars, MetricTile } from '@creator/ui';
import { SimpleGrid, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useT } from '../../i18n/i18n';
import { renderRouterLink } from '../../routing/router-link';
import { pathTo } from '../../routing/routes';
import { ANALYTICS_METRIC_KEYS, ANALYTICS_SUBSCRIBER_KEYS } from '../../i18n/translation-keys';
import { useCompanyQuery, useUser } from '../../session/session';
import {
  METRIC_FIELD,
  metricsOf,
  periodTotal,
  showsRevenueShare,
  subscribersLabel,
  type Metric,
} from './analytics-rules';
import { DETAIL_ROUTE } from './detail-routes';
import { RevenueShareBox } from '../../domain/accounts/RevenueShareBox';
import { useWatchTimeFormat } from './watch-time';

/** Props of {@link AnalyticsTiles}. */
export interface AnalyticsTilesProps {
  report: AnalyticsReport;
  account: Account | null;
  /** The URL search of the period (kept by the detail links). */
  search: string;
}

/** The main view: one tile per metric with the period's total, each linking to its detail view. */
export function AnalyticsTiles({ report, account, search }: AnalyticsTilesProps) {
  const { t, i18n } = useT();
  const user = useUser();
  const company = useCompanyQuery();
  const watchTime = useWatchTimeFormat();
  const { uuid = '', period = '' } = useParams();
  const locale = i18n.language;
  const label = (metric: Metric) =>
    metric === 'subscribers'
      ? t(ANALYTICS_SUBSCRIBER_KEYS[subscribersLabel(account?.accountType)])
      : t(ANALYTICS_METRIC_KEYS[metric]);
  const format = (metric: Metric) => (value: number | null | undefined) =>
    metric === 'revenue'
      ? formatWholeDollars(value, locale)
      : metric === 'watchtime'
        ? watchTime(value)
        : formatNumber(value, locale);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {metricsOf(account?.accountType).map((metric) => (
          <MetricTile
            key={metric}
            label={label(metric)}
            value={periodTotal(report.data, METRIC_FIELD[metric])}
            formatValue={format(metric)}
            href={pathTo(DETAIL_ROUTE[metric], { uuid, period }) + search}
            renderLink={renderRouterLink}
            locale={locale}
            data-metric={metric}
          />
        ))}
      </SimpleGrid>
      {showsRevenueShare(company.data, account, user) && account?.percentages ? (
        <RevenueShareBox percentages={account.percentages} order={2} />
      ) : null}
    </Stack>
  );
}
