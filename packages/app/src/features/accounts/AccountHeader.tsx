import type { Account } from '@creator/api-client';
import { accountHandle, EXTERNAL_LINK_PROPS, PlatformIcon, UserAvatar } from '@creator/ui';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { providerName } from '../../i18n/provider-name';
import { safeHttpUrl } from '../../security/safe-url';
import { accountDisplayName } from './detail-rules';

/** The header of the account pages: avatar, name (page name for Facebook), link, handle and platform icon. */
export function AccountHeader({
  account,
  heading,
  headingOrder = 1,
}: {
  account: Account;
  /** Shown before the name (e.g. the contract page's title). */
  heading?: string;
  /** Level of the name's heading (2 inside an overlay). */
  headingOrder?: 1 | 2 | 3;
}) {
  const { t } = useT();
  const name = accountDisplayName(account);
  const platform = providerName(t, account.accountType);
  const url = safeHttpUrl(account.url);
  const handle = accountHandle(account);
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <UserAvatar src={safeHttpUrl(account.avatar)} name={name} size={64} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <PlatformIcon platform={account.accountType} size={20} label={platform} />
          <Title order={headingOrder} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {heading ? `${heading}: ${name}` : name}
          </Title>
        </Group>
        {handle ? (
          <Text size="sm" c="dimmed">
            @{handle}
          </Text>
        ) : null}
        {url ? (
          <Anchor href={url} size="sm" {...EXTERNAL_LINK_PROPS}>
            {t('account_card.open_on_platform', { platform })}
          </Anchor>
        ) : null}
      </Stack>
    </Group>
  );
}
