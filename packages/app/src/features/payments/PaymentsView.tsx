import { type Payment } from '@creator/api-client';
import {
  EmptyState,
  formatMoney,
  LoadingSkeleton,
  MonthSelect,
  PageHeader,
  PaymentList,
  PaymentRow,
} from '@creator/ui';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataBlock } from '../../components/data-block';
import { Figure } from '../../domain/money/Figure';
import { useT } from '../../i18n/i18n';
import { canSeeEarnings } from '../../routing/navigation';
import { NotFoundRedirect } from '../../routing/not-found';
import { pathTo } from '../../routing/routes';
import { useUser } from '../../session/session';
import { PAYMENT_METHOD_KEYS, PAYMENT_STATUS_KEYS } from '../../i18n/translation-keys';
import { isListedMonth, paymentMonths, paymentsOfMonth, totalsPerCurrency } from './payment-rules';
import { PaidForLink, usePaidMonths } from './PaidForLink';
import { PaymentsCsvButton } from './PaymentsCsvButton';
import { EarningsTabs } from '../../domain/money/EarningsTabs';
import { useReads } from '../../routing/screen-reads';
import { paymentsReads } from './reads';

/** The payments history of a month ('all' for every month): totals per currency, count, the list. */
export function PaymentsView({
  month,
  aside,
}: {
  month: string;
  /** Shown under the title, whatever the month (the payment countdown). */
  aside?: ReactNode;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const user = useUser();
  const payments = useQuery(useReads(paymentsReads).payments);
  // Without either payments access the menu has no Earnings: by URL, the not-found page.
  if (!canSeeEarnings(user)) return <NotFoundRedirect />;
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.payments')} actions={<EarningsTabs />} />
      {aside}
      <DataBlock
        query={payments}
        loading={<LoadingSkeleton variant="list" label={t('payments.loading')} count={4} />}
        error={t('payments.error')}
        empty={{ isEmpty: (list) => list.length === 0, title: t('payments.empty'), order: 2 }}
      >
        {(list) => {
          const months = paymentMonths(list);
          // A month the selector does not offer: not found, as on the YouTube earnings page.
          if (!isListedMonth(months, month)) return <NotFoundRedirect />;
          const shown = paymentsOfMonth(list, month);
          return (
            <Stack gap="lg">
              <Group align="end" justify="space-between" gap="md">
                <MonthSelect
                  label={t('payments.month')}
                  months={months}
                  value={month}
                  allMonthsLabel={t('payments.all_months')}
                  onChange={(next) => void navigate(pathTo('payments_month', { month: next }))}
                />
                {shown.length > 0 ? <PaymentsCsvButton payments={shown} month={month} /> : null}
              </Group>
              <MonthPayments payments={shown} />
            </Stack>
          );
        }}
      </DataBlock>
    </Stack>
  );
}

function MonthPayments({ payments }: { payments: Payment[] }) {
  const { t, i18n } = useT();
  const paidMonth = usePaidMonths();
  if (payments.length === 0) return <EmptyState title={t('payments.empty_month')} />;
  const totals = totalsPerCurrency(payments);
  const labels = {
    date: t('payments.date'),
    amount: t('payments.amount'),
    method: t('payments.method'),
    status: t('payments.status'),
    reference: t('payments.reference'),
  };
  return (
    <Stack gap="md">
      <Card component="section" aria-label={t('payments.summary')}>
        <Group gap="xl" align="flex-start" component="dl" m={0}>
          <Figure label={t('payments.total_received')}>
            {totals.length === 0 ? (
              // Nothing paid in the month (failed or pending only): said so, in no currency.
              <Text fw={700}>{t('payments.nothing_received')}</Text>
            ) : (
              totals.map((total) => (
                <Text key={total.currency} fw={700} data-testid="payments-total">
                  {/* The currency's own digits, as its rows show them (docs/product-rules.md#payments). */}
                  {formatMoney(total.amount, total.currency, i18n.language)}
                </Text>
              ))
            )}
          </Figure>
          <Figure label={t('payments.count_label')}>
            <Text fw={700} data-testid="payments-count">
              {payments.length}
            </Text>
          </Figure>
        </Group>
      </Card>
      <PaymentList label={t('payments.list')} columns={labels}>
        {payments.map((payment) => (
          <PaymentRow
            key={payment.uuid}
            payment={payment}
            labels={labels}
            locale={i18n.language}
            methodLabel={t(PAYMENT_METHOD_KEYS[payment.paymentMethod])}
            statusLabel={t(PAYMENT_STATUS_KEYS[payment.simpleStatus])}
            extra={withMonth(paidMonth(payment))}
          />
        ))}
      </PaymentList>
    </Stack>
  );
}

const withMonth = (month: string | null) => (month ? <PaidForLink month={month} /> : null);
