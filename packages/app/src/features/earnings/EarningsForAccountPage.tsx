import { EmptyState, formatMonthLabel, LoadingSkeleton, PageHeader, UserAvatar } from '@creator/ui';
import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { safeHttpUrl } from '../../security/safe-url';
import { AccountEarningDetail } from './AccountEarningDetail';
import {
  accountRef,
  canRequestVideoReport,
  findAccountEarning,
  findEarning,
} from './earnings-rules';
import { VideoReportButton } from './VideoReportButton';
import { useReads } from '../../routing/screen-reads';
import { earningsReads } from './reads';

/** The `earnings_month_for_account` screen: one channel's or virtual account's month (no month selector). */
export function EarningsForAccountPage() {
  const { t, i18n } = useT();
  const params = useParams();
  const month = String(params.month);
  const earnings = useQuery(useReads(earningsReads).earnings);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathTo('earnings_month', { month })} size="sm">
        {t('earnings.back_to_month', { month: formatMonthLabel(month, i18n.language) })}
      </Anchor>
      <DataBlock
        query={earnings}
        loading={<LoadingSkeleton variant="card" label={t('earnings.loading')} count={2} />}
        error={t('earnings.error')}
      >
        {(list) => {
          const earning = findEarning(list, month);
          const item =
            earning && findAccountEarning(earning, params.account_type, params.account_id);
          // A month or account without earnings here (a well-formed link to nothing): said on the page.
          if (!earning || !item)
            return (
              <Stack gap="md">
                <PageHeader title={t('pages.earnings_month_for_account')} />
                <EmptyState title={t('earnings.account_not_found')} />
              </Stack>
            );
          const ref = accountRef(item);
          return (
            <Stack gap="lg">
              <PageHeader
                leading={
                  <UserAvatar src={safeHttpUrl(item.channelAvatar)} name={ref.title} size="lg" />
                }
                title={ref.title}
                subtitle={formatMonthLabel(month, i18n.language)}
                actions={
                  canRequestVideoReport(earning, ref.type) ? (
                    <VideoReportButton channelId={ref.id} month={month} />
                  ) : null
                }
              />
              <AccountEarningDetail earning={earning} item={item} />
            </Stack>
          );
        }}
      </DataBlock>
    </Stack>
  );
}
