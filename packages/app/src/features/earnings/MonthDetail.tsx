import type { YoutubeEarning } from '@creator/api-client';
import { formatDate, formatMoney, LoadingSkeleton, RevenueTierTable } from '@creator/ui';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { DataBlock } from '../../components/data-block';
import { useCompanyQuery } from '../../session/session';
import { apiLabel } from '../../i18n/api-labels';
import { EARNING_STATUS_KEYS, PAYMENT_FAILURE_KEYS } from '../../i18n/translation-keys';
import { AccountEarningsList } from './AccountEarningsList';
import { carriedFrom, monthLines, showsRevenueTiers } from './earnings-rules';
import { useLineLabel } from './line-label';
import { MonthPaymentInfo } from './MonthPaymentInfo';
import { MoneyList, MoneyRow, TaxMonthsHint } from './MoneyRows';

const STATUS_COLORS: Record<string, string> = { paid: 'green', failed: 'red', on_hold: 'gray' };

/**
 * The detail of one month: payment status, the money lines, the accounts and the tier
 * brackets. `earnings` (every month) names where a carry-over came from.
 */
export function MonthDetail({
  earning,
  earnings,
}: {
  earning: YoutubeEarning;
  earnings: readonly YoutubeEarning[];
}) {
  const { t, i18n } = useT();
  const company = useCompanyQuery();
  const currency = earning.preferredCurrencyIsoCode;
  const payment = earning.userPayment;
  const lineLabel = useLineLabel();

  return (
    <Stack gap="lg">
      <PaymentStatusCard earning={earning} />
      {/* The lines depend on the company (gross, net and tax with CMSes): its loading and error show here. */}
      <DataBlock
        query={company}
        loading={<LoadingSkeleton variant="list" count={3} label={t('earnings.company_loading')} />}
        error={t('earnings.company_error')}
      >
        {(companyData) => (
          <MoneyList label={t('earnings.summary')}>
            {monthLines(earning, {
              hasCmses: companyData?.hasCmses ?? false,
              source: carriedFrom(earnings, earning),
            }).map((line, index) => (
              <MoneyRow
                key={`${line.kind}-${index}`}
                label={lineLabel(line)}
                amounts={line}
                currency={line.currency ?? currency}
                emphasis={line.emphasis}
                hint={line.kind === 'tax' ? <TaxMonthsHint months={earning.youtubeTaxes} /> : null}
              />
            ))}
            {payment ? (
              <Group
                justify="space-between"
                py={6}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Text component="dt">{t('earnings.amount_paid')}</Text>
                <Text component="dd" m={0} fw={500}>
                  {formatMoney(payment.paidAmount, payment.paidCurrency, i18n.language)}
                </Text>
              </Group>
            ) : null}
          </MoneyList>
        )}
      </DataBlock>
      <AccountEarningsList earning={earning} />
      {showsRevenueTiers(earning) ? (
        <Stack gap="xs">
          <Title order={2}>{t('earnings.tiers_title')}</Title>
          <RevenueTierTable
            tiers={earning.userRevenueTiers}
            locale={i18n.language}
            labels={{
              caption: t('earnings.tiers_caption'),
              range: t('earnings.tiers_range'),
              percentage: t('earnings.tiers_percentage'),
            }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The month's payment status, why a payment failed, when it was paid and where it went. */
function PaymentStatusCard({ earning }: { earning: YoutubeEarning }) {
  const { t } = useT();
  const status = earning.paymentStatus;
  const payment = earning.userPayment;
  return (
    <Card>
      <Stack gap="xs">
        <Group gap="sm">
          <Text fw={500}>{t('earnings.payment_status')}</Text>
          <Badge variant="light" color={STATUS_COLORS[status.key] ?? 'yellow'}>
            {t(EARNING_STATUS_KEYS[status.key])}
          </Badge>
        </Group>
        {status.key === 'failed' ? (
          <Text c="red" role="alert">
            {apiLabel(
              t,
              PAYMENT_FAILURE_KEYS,
              status.failureCode,
              status.failureMessage ?? t('earnings.failed_default'),
            )}
          </Text>
        ) : null}
        {payment ? (
          <Text size="sm">{t('earnings.paid_on', { date: formatDate(payment.paidDate) })}</Text>
        ) : null}
        <MonthPaymentInfo earning={earning} />
      </Stack>
    </Card>
  );
}
