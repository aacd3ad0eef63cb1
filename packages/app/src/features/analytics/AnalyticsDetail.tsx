import type { AnalyticsDay } from '@creator/api-client';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatShortMonth,
  formatWholeDollars,
  LazySeriesChart,
} from '@creator/ui';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, Navigate } from 'react-router';
import { useT, type TFunction } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import {
  ANALYTICS_METRIC_KEYS,
  ANALYTICS_SUBSCRIBER_KEYS,
  ANALYTICS_PERIOD_KEYS,
  ENGAGEMENT_KIND_KEYS,
} from '../../i18n/translation-keys';
import {
  chartPoints,
  engagementKindsShown,
  isEmptyReport,
  METRIC_FIELD,
  periodTotal,
  searchOf,
  subscribersLabel,
  type ChartPoint,
  type DayField,
} from './analytics-rules';
import { ChartDataTable } from '../../components/ChartDataTable';
import { useAnalytics } from './use-analytics';
import { hasRevenue } from './analytics-rules';
import { useWatchTimeFormat } from './watch-time';

/** One number column of the view: the chart's series and the table's column. */
interface MetricColumn {
  field: DayField;
  label: string;
  format: (value: number | undefined) => string;
}

/** The metrics with a detail view. */
export type DetailMetric =
  'subscribers' | 'revenue' | 'views' | 'watchtime' | 'impressions' | 'engagements';

const KIND_COLORS = [
  'blue.6',
  'teal.6',
  'grape.6',
  'pink.6',
  'yellow.7',
  'orange.6',
  'indigo.6',
  'red.7',
];

/**
 * A detail view: the metric's chart over the period (daily; by month for the year view),
 * its total and the same numbers as a table. Reads the report the main view loaded (same
 * query key); an empty report sends the user back to the main view.
 */
export function AnalyticsDetail({ metric }: { metric: DetailMetric }) {
  const { t, i18n } = useT();
  const { uuid, period, choice, report, accounts } = useAnalytics();
  const { count, format } = useMetricFormats(metric);
  const locale = i18n.language;
  const search = searchOf(choice);
  const mainPath = pathTo('analytics_main', { uuid, period }) + search;
  const data = report.data?.data;
  if (!data) return null; // the main view shows loading and errors
  if (isEmptyReport(data)) return <Navigate replace to={mainPath} />;

  const account = accounts.data?.find((a) => a.uuid === uuid);
  // A revenue view typed for an account whose platform has none goes to the main view.
  if (metric === 'revenue' && account && !hasRevenue(account.accountType))
    return <Navigate replace to={mainPath} />;
  const byMonth = period === 'year';
  const points = chartPoints(period, data);
  const title =
    metric === 'subscribers'
      ? t(ANALYTICS_SUBSCRIBER_KEYS[subscribersLabel(account?.accountType)])
      : t(ANALYTICS_METRIC_KEYS[metric]);
  const field = METRIC_FIELD[metric];
  const total =
    metric === 'revenue'
      ? formatWholeDollars(periodTotal(data, field), locale)
      : format(periodTotal(data, field) ?? undefined);
  const periodText =
    t(ANALYTICS_PERIOD_KEYS[period]) +
    (choice.start ? ` ${choiceLabel(choice.start, period)}` : '');
  const columns = detailColumns(metric, data, { title, format, count, t });
  const chartColumns = metric === 'engagements' ? columns.slice(1) : columns.slice(0, 1);
  const granularity = byMonth ? 'month' : 'day';

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="analytics-detail-title"
      data-metric={metric}
    >
      <Anchor component={Link} to={mainPath} size="sm" w="fit-content">
        {t('analytics.back')}
      </Anchor>
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={2} id="analytics-detail-title">
          {title}
        </Title>
        <Text fw={600} size="xl" data-testid="analytics-total">
          {total}
        </Text>
      </Group>
      {metric === 'engagements' ? (
        <EngagementTotals data={data} columns={chartColumns} count={count} />
      ) : null}
      <MetricChart
        metric={metric}
        points={points}
        columns={chartColumns}
        granularity={granularity}
        label={t('analytics.chart_label', { metric: title, period: periodText })}
        format={format}
      />
      {metric === 'views' ? (
        <UploadedVideosChart points={points} granularity={granularity} periodText={periodText} />
      ) : null}
      <ChartDataTable
        caption={t('analytics.chart_label', { metric: title, period: periodText })}
        rowHeading={byMonth ? t('analytics.month') : t('analytics.day')}
        rowKey={(point) => point.day}
        rowLabel={(point) => (byMonth ? formatShortMonth(point.day) : formatDate(point.day))}
        columns={columns.map((column) => ({
          key: column.field,
          label: column.label,
          cell: (point: ChartPoint) => column.format(point[column.field]),
        }))}
        rows={points}
      />
    </Stack>
  );
}

/** `2026/11` for a month, `2026` for a year. */
function choiceLabel(start: string, period: string): string {
  return period === 'month' ? formatShortMonth(start) : start.slice(0, 4);
}

type Format = (value: number | undefined) => string;

/** The metric's number formats: counts, and the metric's own (dollars, watch time or a count). */
function useMetricFormats(metric: DetailMetric): { count: Format; format: Format } {
  const { i18n } = useT();
  const watchTime = useWatchTimeFormat();
  const locale = i18n.language;
  // The same functions from render to render: the chart's axis formats with them.
  return useMemo(() => {
    const count: Format = (value) => formatNumber(value, locale);
    const format: Format =
      metric === 'revenue'
        ? (value) => formatMoney(value, 'USD', locale)
        : metric === 'watchtime'
          ? (value) => watchTime(value)
          : count;
    return { count, format };
  }, [metric, locale, watchTime]);
}

/**
 * The table's columns: the metric first, then its parts (the engagement kinds shown, subscribers
 * gained and lost, the videos uploaded).
 */
function detailColumns(
  metric: DetailMetric,
  data: readonly AnalyticsDay[],
  { title, format, count, t }: { title: string; format: Format; count: Format; t: TFunction },
): MetricColumn[] {
  const field = METRIC_FIELD[metric];
  return metric === 'engagements'
    ? [
        { field: 'engagements', label: title, format: count },
        ...engagementKindsShown(data).map((kind) => ({
          field: `engagements_${kind}` as DayField,
          label: t(ENGAGEMENT_KIND_KEYS[kind]),
          format: count,
        })),
      ]
    : metric === 'subscribers'
      ? [
          { field, label: title, format: count },
          { field: 'subscribers_gained', label: t('analytics.gained'), format: count },
          { field: 'subscribers_lost', label: t('analytics.lost'), format: count },
        ]
      : metric === 'views'
        ? [
            { field, label: title, format: count },
            {
              field: 'uploadedVideos',
              label: t(ANALYTICS_METRIC_KEYS.uploadedVideos),
              format: count,
            },
          ]
        : [{ field, label: title, format }];
}

/** Each engagement kind's total over the period. */
function EngagementTotals({
  data,
  columns,
  count,
}: {
  data: readonly AnalyticsDay[];
  columns: MetricColumn[];
  count: Format;
}) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="xs" component="dl" m={0}>
      {columns.map((column) => (
        <div key={column.field} data-testid={column.field.replace('engagements_', 'kind-')}>
          <Text component="dt" size="sm" c="dimmed">
            {column.label}
          </Text>
          <Text component="dd" fw={600} m={0}>
            {count(periodTotal(data, column.field) ?? undefined)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The views view's second chart: the videos uploaded each day (or month). */
function UploadedVideosChart({
  points,
  granularity,
  periodText,
}: {
  points: ChartPoint[];
  granularity: 'day' | 'month';
  periodText: string;
}) {
  const { t, i18n } = useT();
  const label = t(ANALYTICS_METRIC_KEYS.uploadedVideos);
  return (
    <>
      <Title order={3} size="h4">
        {label}
      </Title>
      <LazySeriesChart
        variant="uploadedVideos"
        data={points as Record<string, unknown>[]}
        series={[{ name: 'uploadedVideos', label }]}
        granularity={granularity}
        label={t('analytics.chart_label', { metric: label, period: periodText })}
        emptyText={t('analytics.no_data')}
        locale={i18n.language}
      />
    </>
  );
}

/** The metric's chart: a line for subscribers, areas otherwise (one per engagement kind). */
function MetricChart({
  metric,
  points,
  columns,
  granularity,
  label,
  format,
}: {
  metric: DetailMetric;
  points: ChartPoint[];
  columns: MetricColumn[];
  granularity: 'day' | 'month';
  label: string;
  format: Format;
}) {
  const { t, i18n } = useT();
  return (
    <LazySeriesChart
      kind={metric === 'subscribers' ? 'line' : 'area'}
      data={points as Record<string, unknown>[]}
      series={columns.map((column, i) => ({
        name: column.field,
        label: column.label,
        color: metric === 'engagements' ? KIND_COLORS[i % KIND_COLORS.length] : undefined,
      }))}
      granularity={granularity}
      label={label}
      emptyText={t('analytics.no_data')}
      valueFormatter={format}
      allowDecimals={metric === 'revenue'}
      locale={i18n.language}
    />
  );
}
