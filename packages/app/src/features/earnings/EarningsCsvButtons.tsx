import type { YoutubeEarning } from '@creator/api-client';
import { Group } from '@mantine/core';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { useT } from '../../i18n/i18n';
import { useCompanyQuery } from '../../session/session';
import { EARNING_STATUS_KEYS } from '../../i18n/translation-keys';
import { carriedFrom } from './earnings-rules';
import { monthCsv, monthCsvFilename, yearCsv, yearCsvFilename } from './earnings-csv';
import { useLineLabel } from './line-label';

/** Downloads the shown month's lines, and the summary of its year for tax time, as CSV. */
export function EarningsCsvButtons({
  earning,
  earnings,
}: {
  earning: YoutubeEarning;
  earnings: YoutubeEarning[];
}) {
  const { t } = useT();
  const company = useCompanyQuery();
  const line = useLineLabel();
  const year = earning.month.slice(0, 4);
  return (
    <Group gap="sm">
      <DownloadCsvButton
        label={t('exports.month_button')}
        filename={monthCsvFilename(earning.month)}
        // The month's lines depend on the company: no file until it is read (the month's
        // summary shows its loading or error with a retry).
        disabled={company.data === undefined}
        table={() =>
          monthCsv(
            earning,
            {
              hasCmses: company.data?.hasCmses ?? false,
              source: carriedFrom(earnings, earning),
            },
            {
              month: t('earnings.month'),
              item: t('exports.item'),
              amount: t('payments.amount'),
              currency: t('exports.currency'),
              amountUsd: t('exports.amount_usd'),
              amountPaid: t('earnings.amount_paid'),
              line,
            },
          )
        }
      />
      <DownloadCsvButton
        label={t('exports.year_button', { year })}
        filename={yearCsvFilename(year)}
        table={() =>
          yearCsv(earnings, year, {
            month: t('earnings.month'),
            status: t('earnings.payment_status'),
            gross: t('earnings.gross'),
            tax: t('earnings.tax'),
            vat: t('exports.vat'),
            net: t('earnings.net'),
            currency: t('exports.currency'),
            paid: t('earnings.amount_paid'),
            paidCurrency: t('exports.paid_currency'),
            paidOn: t('exports.paid_on'),
            statusLabel: (status) => t(EARNING_STATUS_KEYS[status]),
          })
        }
      />
    </Group>
  );
}
