import type { ChannelEarning, YoutubeEarning } from '@creator/api-client';
import { formatPercent, LoadingSkeleton } from '@creator/ui';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { DataBlock } from '../../components/data-block';
import { useCompanyQuery, useUser } from '../../session/session';
import { REVENUE_PART_KEYS, SHARE_KEYS } from '../../i18n/translation-keys';
import { showsSharePercentages } from './earnings-rules';
import { MoneyList, MoneyRow, TaxMonthsHint } from './MoneyRows';

const PARTS = Object.keys(REVENUE_PART_KEYS) as (keyof typeof REVENUE_PART_KEYS)[];
const SHARES = Object.keys(SHARE_KEYS) as (keyof typeof SHARE_KEYS)[];

/** Gross and net, the shares, withholding tax and the gross revenue breakdown of one account. */
export function AccountEarningDetail({
  earning,
  item,
}: {
  earning: YoutubeEarning;
  item: ChannelEarning;
}) {
  const { t, i18n } = useT();
  const user = useUser();
  const company = useCompanyQuery();
  const usd = item.youtubeEarningInUsd;
  const pref = item.youtubeEarningInPreferredCurrency;
  const currency = earning.preferredCurrencyIsoCode;
  const shares = (hasCmses: boolean) =>
    showsSharePercentages({
      hasCmses,
      userHasRevenueTier: user.hasRevenueTier,
      monthHasRevenueTier: earning.hasRevenueTier,
    }) && SHARES.some((key) => item[key] !== null);
  return (
    <Stack gap="lg">
      <MoneyList label={t('earnings.summary')}>
        <MoneyRow
          label={t('earnings.gross')}
          amounts={{ usd: usd.gross, preferred: pref.gross }}
          currency={currency}
        />
        <MoneyRow
          label={t('earnings.net')}
          amounts={{ usd: usd.net, preferred: pref.net }}
          currency={currency}
          emphasis
        />
        <MoneyRow
          label={t('earnings.tax')}
          amounts={{ usd: usd.tax, preferred: pref.tax }}
          currency={currency}
          hint={<TaxMonthsHint months={item.youtubeTaxes} />}
        />
      </MoneyList>
      {/* The shares show with CMSes: the company's loading and error show in their place. */}
      <DataBlock
        query={company}
        loading={<LoadingSkeleton variant="text" count={2} label={t('earnings.company_loading')} />}
        error={t('earnings.company_error')}
      >
        {(companyData) =>
          shares(companyData?.hasCmses ?? false) ? (
            <Stack gap="xs" component="section" aria-label={t('earnings.shares_title')}>
              <Title order={2}>{t('earnings.shares_title')}</Title>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                {SHARES.map((key) => (
                  <Stack key={key} gap={0}>
                    <Text size="sm" c="dimmed">
                      {t(SHARE_KEYS[key])}
                    </Text>
                    <Text fw={600}>{formatPercent(item[key], i18n.language)}</Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Stack>
          ) : null
        }
      </DataBlock>
      <Stack gap="xs">
        <Title order={2}>{t('earnings.breakdown_title')}</Title>
        <MoneyList label={t('earnings.breakdown_title')}>
          {PARTS.map((key) => (
            <MoneyRow
              key={key}
              label={t(REVENUE_PART_KEYS[key])}
              amounts={{ usd: usd[key], preferred: pref[key] }}
              currency={currency}
            />
          ))}
        </MoneyList>
      </Stack>
    </Stack>
  );
}
