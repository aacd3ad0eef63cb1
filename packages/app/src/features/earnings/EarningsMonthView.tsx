import { LoadingSkeleton, MonthSelect, PageHeader } from '@creator/ui';
import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { NotFoundRedirect } from '../../routing/not-found';
import { pathTo } from '../../routing/routes';
import { CombinedReportButton } from './CombinedReportButton';
import { EarningsCsvButtons } from './EarningsCsvButtons';
import { EarningsHistory } from './EarningsHistory';
import { earningMonths, findEarning } from './earnings-rules';
import { EarningsTabs } from '../../domain/money/EarningsTabs';
import { MonthDetail } from './MonthDetail';
import { useReads } from '../../routing/screen-reads';
import { earningsReads } from './reads';

/**
 * YouTube earnings of a month (the first month when none is in the route): the month
 * selector, the combined report, the month's detail; the empty message without earnings.
 */
export function EarningsMonthView({
  month,
  aside,
}: {
  month: string | undefined;
  /** Shown under the title, whatever the month (the payment countdown). */
  aside?: ReactNode;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const earnings = useQuery(useReads(earningsReads).earnings);
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.earnings_youtube')} actions={<EarningsTabs />} />
      {aside}
      <DataBlock
        query={earnings}
        loading={<LoadingSkeleton variant="card" label={t('earnings.loading')} count={2} />}
        error={t('earnings.error')}
        empty={{ isEmpty: (list) => list.length === 0, title: t('earnings.empty'), order: 2 }}
      >
        {(list) => {
          const earning = findEarning(list, month);
          if (!earning) return <NotFoundRedirect />;
          return (
            <Stack gap="lg">
              <EarningsHistory earnings={list} />
              <Group align="end" justify="space-between" gap="md">
                <MonthSelect
                  label={t('earnings.month')}
                  months={earningMonths(list)}
                  value={earning.month}
                  onChange={(next) => void navigate(pathTo('earnings_month', { month: next }))}
                />
                <Group gap="sm">
                  {earning.combinedVideoReportsState === 'generated' ? (
                    <CombinedReportButton earningId={earning.id} />
                  ) : null}
                  <EarningsCsvButtons earning={earning} earnings={list} />
                </Group>
              </Group>
              <MonthDetail earning={earning} earnings={list} />
            </Stack>
          );
        }}
      </DataBlock>
    </Stack>
  );
}
