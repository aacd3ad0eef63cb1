import type { YoutubeEarning } from '@creator/api-client';
import { MoneyLine, UserAvatar } from '@creator/ui';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { safeHttpUrl } from '../../security/safe-url';
import { accountRef } from './earnings-rules';

/** The month's channels and virtual accounts, each linking to its own earnings. */
export function AccountEarningsList({ earning }: { earning: YoutubeEarning }) {
  const { t, i18n } = useT();
  const groups = [
    { title: t('earnings.channels'), items: earning.channelEarnings },
    { title: t('earnings.virtual_accounts'), items: earning.virtualAccountEarnings },
  ].filter((group) => group.items.length > 0);
  return groups.map((group) => (
    <Stack key={group.title} gap="xs" component="section" aria-label={group.title}>
      <Title order={2}>{group.title}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {group.items.map((item) => {
          const ref = accountRef(item);
          return (
            <Card key={`${ref.type}-${ref.id}`} padding="sm">
              {/* Name and amounts beside the avatar, below it when they have less than about
                  eight letters' room there (large text on a phone). */}
              <Group gap="sm">
                <UserAvatar src={safeHttpUrl(item.channelAvatar)} name={ref.title} />
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 8em' }}>
                  <Anchor
                    component={Link}
                    to={pathTo('earnings_month_for_account', {
                      month: earning.month,
                      account_type: ref.type,
                      account_id: ref.id,
                    })}
                    fw={600}
                  >
                    {ref.title}
                  </Anchor>
                  <Group gap="xs" wrap="wrap" align="baseline">
                    <Text size="sm" c="dimmed" component="span">
                      {t('earnings.net')}
                    </Text>
                    <MoneyLine
                      usd={item.youtubeEarningInUsd.net}
                      preferred={item.youtubeEarningInPreferredCurrency.net}
                      preferredCurrency={earning.preferredCurrencyIsoCode}
                      locale={i18n.language}
                    />
                  </Group>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  ));
}
