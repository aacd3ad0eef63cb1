import type { Account } from '@creator/api-client';
import { formatPercent } from '@creator/ui';
import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../i18n/i18n';

/** Props of {@link RevenueShareBox}. */
export interface RevenueShareBoxProps {
  percentages: NonNullable<Account['percentages']>;
  /** The heading's level where the box stands (the account detail's info tab: 3; analytics: 2). */
  order: 2 | 3;
}

/** The revenue-share box: each percentage of the account (account detail and analytics). */
export function RevenueShareBox({ percentages, order }: RevenueShareBoxProps) {
  const { t, i18n } = useT();
  const titleId = useId();
  const rows: [string, number | null][] = [
    [t('account_detail.share_partner_sold'), percentages.channelPartnerSoldPercentage],
    [t('account_detail.share_youtube_sold'), percentages.channelYoutubeSoldPercentage],
    [t('account_detail.share_adsense_sold'), percentages.channelAdsenseSoldPercentage],
    [t('account_detail.share_paid_features'), percentages.channelPaidFeaturesPercentage],
    [t('account_detail.share_partner_provided'), percentages.channelPartnerProvidedPercentage],
    [t('account_detail.share_ugc'), percentages.channelUgcPercentage],
    [t('account_detail.share_owned_operated'), percentages.channelOwnedAndOperatedPercentage],
  ];
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Title order={order} size="h4" id={titleId} mb="sm">
        {t('account_detail.revenue_share')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" gap="xs">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={500} m={0}>
              {formatPercent(value, i18n.language)}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </Card>
  );
}
