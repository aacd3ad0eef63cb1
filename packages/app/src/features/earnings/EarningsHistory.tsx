import type { YoutubeEarning } from '@creator/api-client';
import {
  formatMoney,
  formatNumber,
  formatPercent,
  formatShortMonth,
  LazySeriesChart,
} from '@creator/ui';
import { Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { useUser } from '../../session/session';
import { Figure } from '../../domain/money/Figure';
import {
  historyPoints,
  monthChange,
  monthRunsText,
  pointAmount,
  yearToDate,
  yearToDateCoverage,
  type HistoryPoint,
} from './earnings-history';
import { ChartDataTable } from '../../components/ChartDataTable';

/** The payment statuses of the chart's stacked bars, bottom up. */
const STATUSES = ['paid', 'pending', 'failed'] as const;

const STATUS_LABELS = {
  paid: 'earnings.status_paid',
  pending: 'earnings.status_pending',
  failed: 'earnings.status_failed',
} as const;

const STATUS_COLORS = { paid: 'teal.7', pending: 'yellow.6', failed: 'red.7' } as const;

/**
 * Earnings over time: the net revenue of the last 12 months as bars coloured by payment status,
 * in the user's currency or in US dollars, with the year to date and the change of the newest
 * month against the one before. The chart's code loads when it first shows.
 */
export function EarningsHistory({ earnings }: { earnings: YoutubeEarning[] }) {
  const { t, i18n } = useT();
  const user = useUser();
  const titleId = useId();
  const own = user.currencyCode && user.currencyCode !== 'USD' ? user.currencyCode : null;
  const [currency, setCurrency] = useState(own ?? 'USD');
  const points = historyPoints(earnings, currency);
  const money = (amount: number | null) => formatMoney(amount, currency, i18n.language);
  const missing = points.some(
    (point) => pointAmount(point) === null && earnings.some((e) => e.month === point.month),
  );
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('history.title')}
          </Title>
          {own ? (
            <SegmentedControl
              size="xs"
              aria-label={t('history.currency')}
              data={[own, 'USD']}
              value={currency}
              onChange={setCurrency}
            />
          ) : null}
        </Group>
        <HistoryFigures points={points} earnings={earnings} currency={currency} />
        <LazySeriesChart
          kind="bar"
          stacked
          data={points as unknown as Record<string, unknown>[]}
          dataKey="month"
          granularity="month"
          locale={i18n.language}
          label={t('history.chart_label', { currency })}
          emptyText={t('history.empty')}
          valueFormatter={money}
          axisFormatter={(value) => formatNumber(value, i18n.language)}
          series={STATUSES.map((status) => ({
            name: status,
            label: t(STATUS_LABELS[status]),
            color: STATUS_COLORS[status],
          }))}
        />
        <ChartDataTable
          caption={t('history.chart_label', { currency })}
          rowHeading={t('analytics.month')}
          rowKey={(point) => point.month}
          rowLabel={(point) => formatShortMonth(point.month)}
          columns={STATUSES.map((status) => ({
            key: status,
            label: t(STATUS_LABELS[status]),
            cell: (point: HistoryPoint) => money(point[status]),
          }))}
          rows={points}
        />
        {missing ? (
          <Text size="xs" c="dimmed">
            {t('history.other_currency', { currency })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The year to date (naming its months when some were paid in another currency) and the newest month's change. */
function HistoryFigures({
  points,
  earnings,
  currency,
}: {
  points: HistoryPoint[];
  earnings: YoutubeEarning[];
  currency: string;
}) {
  const { t, i18n } = useT();
  const newest = points[points.length - 1];
  const year = newest?.month.slice(0, 4) ?? '';
  const total = yearToDate(points);
  // A year paid partly in another currency: the figure names the months it adds up.
  const coverage = yearToDateCoverage(points, earnings);
  const change = monthChange(points);
  const money = (amount: number | null) => formatMoney(amount, currency, i18n.language);
  return (
    <Group gap="xl" align="flex-start" component="dl" m={0}>
      <Figure
        label={
          coverage
            ? t('history.year_to_date_months', {
                year,
                months: monthRunsText(coverage, i18n.language),
              })
            : t('history.year_to_date', { year })
        }
      >
        <Text fw={700} data-testid="history-ytd">
          {money(total)}
        </Text>
      </Figure>
      <Figure label={t('history.change')}>
        <Text fw={700} data-testid="history-change">
          {change
            ? `${change.amount > 0 ? '+' : ''}${money(change.amount)}${
                change.percent === null
                  ? ''
                  : ` (${change.percent > 0 ? '+' : ''}${formatPercent(change.percent, i18n.language)})`
              }`
            : t('history.no_change')}
        </Text>
      </Figure>
    </Group>
  );
}
