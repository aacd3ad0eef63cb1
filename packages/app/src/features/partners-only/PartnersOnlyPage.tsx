import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useSignOutLink } from '../../session/sign-out';
import { useT } from '../../i18n/i18n';

/** For users who are not partners (or have no network): title, reminder and a sign-out link. */
export function PartnersOnlyPage() {
  const { t } = useT();
  const signOut = useSignOutLink();
  return (
    <Stack align="center" py="xl">
      <Card padding="xl" maw={520} w="100%">
        <Stack gap="md" ta="center">
          <Title order={1}>{t('partners_only.title')}</Title>
          <Text>{t('partners_only.reminder')}</Text>
          <Anchor {...signOut}>{t('partners_only.sign_out')}</Anchor>
        </Stack>
      </Card>
    </Stack>
  );
}
