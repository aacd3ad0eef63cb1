import type { Payment } from '@creator/api-client';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { monthOfPayment } from '../../domain/money/money-links';
import { pathTo } from '../../routing/routes';
import { useReads } from '../../routing/screen-reads';
import { useUser } from '../../session/session';
import { paymentMonthLabel } from './payment-rules';
import { paidMonthsReads } from './reads';

/**
 * The earnings month each payment paid, from the YouTube earnings (read only with YouTube
 * payments access; while it loads or when it fails, no payment names a month).
 */
export function usePaidMonths(): (payment: Payment) => string | null {
  const reads = useReads(paidMonthsReads);
  const user = useUser();
  const earnings = useQuery({
    ...reads.earnings,
    enabled: user.hasYoutubePaymentsAccess,
  });
  return (payment) => (earnings.data ? monthOfPayment(payment, earnings.data) : null);
}

/** A link from a payment to the earnings month it paid. */
export function PaidForLink({ month }: { month: string }) {
  const { t, i18n } = useT();
  return (
    <Anchor component={Link} to={pathTo('earnings_month', { month })}>
      {t('money_links.paid_for', { month: paymentMonthLabel(month, i18n.language) })}
    </Anchor>
  );
}
