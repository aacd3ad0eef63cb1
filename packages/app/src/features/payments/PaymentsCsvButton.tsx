import type { Payment } from '@creator/api-client';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { useT } from '../../i18n/i18n';
import { PAYMENT_METHOD_KEYS, PAYMENT_STATUS_KEYS } from '../../i18n/translation-keys';
import { paymentsCsv, paymentsFilename } from './payments-csv';

/** Downloads the payments the page lists (a month, or every month) as CSV. */
export function PaymentsCsvButton({ payments, month }: { payments: Payment[]; month: string }) {
  const { t } = useT();
  return (
    <DownloadCsvButton
      label={t('exports.payments_button')}
      filename={paymentsFilename(payments, month)}
      table={() =>
        paymentsCsv(payments, {
          date: t('payments.date'),
          amount: t('payments.amount'),
          currency: t('exports.currency'),
          method: t('payments.method'),
          status: t('payments.status'),
          reference: t('payments.reference'),
          methodLabel: (method) => t(PAYMENT_METHOD_KEYS[method]),
          statusLabel: (status) => t(PAYMENT_STATUS_KEYS[status]),
        })
      }
    />
  );
}
