import type { YoutubeEarning } from '@creator/api-client';
import { formatDate } from '@creator/ui';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { paymentOfMonth, paymentsMonthOf } from '../../domain/money/money-links';
import { pathTo } from '../../routing/routes';
import { useReads } from '../../routing/screen-reads';
import { useCompanyQuery, useUser } from '../../session/session';
import { PAYMENT_METHOD_KEYS } from '../../i18n/translation-keys';
import { expectedPayment } from './earnings-rules';
import { monthPaymentsReads } from './reads';

/**
 * Where the month's money went: the payment made (or attempted) for it, with its method and
 * reference and a link to it in the payments list (read with payments access only); else when
 * the month is expected to be paid, or that it is carried over.
 */
export function MonthPaymentInfo({ earning }: { earning: YoutubeEarning }) {
  const { t } = useT();
  const reads = useReads(monthPaymentsReads);
  const user = useUser();
  const company = useCompanyQuery();
  const payments = useQuery({ ...reads.payments, enabled: user.hasPaymentsAccess });
  const payment = payments.data ? paymentOfMonth(earning, payments.data) : null;
  const expected = expectedPayment(earning, company.data);
  if (!payment && !expected) return null;
  const details = payment && {
    date: formatDate(payment.paidAt),
    method: t(PAYMENT_METHOD_KEYS[payment.paymentMethod]),
    reference: payment.reference || t('money_links.no_reference'),
  };
  return (
    <Stack gap={2} data-testid="month-payment">
      {payment && details ? (
        <Text size="sm">
          {payment.simpleStatus === 'failed'
            ? t('money_links.attempted', details)
            : t('money_links.paid_by', details)}{' '}
          {/* Underlined: inside a sentence, colour alone does not tell it apart (dark scheme). */}
          <Anchor
            component={Link}
            underline="always"
            to={pathTo('payments_month', { month: paymentsMonthOf(payment) })}
          >
            {t('money_links.see_payment')}
          </Anchor>
        </Text>
      ) : null}
      {expected ? (
        <Text size="sm">
          {expected.kind === 'days'
            ? t('money_links.expected_in', { count: expected.days })
            : expected.kind === 'carried_over'
              ? t('money_links.carried_over')
              : t('money_links.next_payment')}
        </Text>
      ) : null}
    </Stack>
  );
}
