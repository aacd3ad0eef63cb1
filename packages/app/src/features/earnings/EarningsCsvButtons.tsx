import type { YoutubeEarning } from '@creator/api-client';
import { Group } from '@mantine/core';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { useT } from '../../i18n/i18n';
import { useCompanyQuery } from '../../session/session';
import { carriedFrom } from './earnings-rules';
import { monthCsv, monthCsvFilename, taxYearOf, yearCsv, yearCsvFilename } from './earnings-csv';
import { useLineLabel } from './line-label';

/**
 * Downloads the shown month's lines, and the summary for tax time of the year its money counts
 * in (the year it was paid in), as CSV.
 */
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
  const year = taxYearOf(earning);
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
            paidOn: t('exports.paid_on'),
            month: t('earnings.month'),
            currency: t('exports.currency'),
            gross: t('earnings.gross'),
            tax: t('earnings.tax'),
            net: t('earnings.net'),
            campaigns: t('exports.campaign_payments'),
            bonuses: t('exports.bonuses'),
            otherItems: t('exports.other_items'),
            vat: t('exports.vat'),
            carriedOver: t('earnings.carryover'),
            carriedFrom: t('exports.carried_from'),
            paid: t('earnings.amount_paid'),
            total: t('exports.total'),
          })
        }
      />
    </Group>
  );
}
