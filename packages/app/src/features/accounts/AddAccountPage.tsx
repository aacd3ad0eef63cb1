import { PlatformIcon, PROVIDERS } from '@creator/ui';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { providerName } from '../../i18n/provider-name';
import { pathTo } from '../../routing/routes';
import { RouteOverlay } from '../../routing/RouteOverlay';
import { useConnectProvider } from './use-connect-provider';

/**
 * The `add_account` overlay: one button per provider. TikTok opens the TikTok URL overlay;
 * the others ask the API for the provider's authorization URL and send the browser there,
 * one connection at a time (the authing marker, seen by other tabs too).
 */
export function AddAccountPage() {
  const { t } = useT();
  const { start, busy, pending } = useConnectProvider();

  return (
    <RouteOverlay title={t('pages.add_account')} closeTo={pathTo('accounts')}>
      {() => (
        <Stack gap="md">
          <Text size="sm">{t('accounts.add_intro')}</Text>
          {busy ? (
            <Text size="sm" role="status" c="dimmed">
              {t('accounts.connect_in_progress')}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {PROVIDERS.map((provider) => {
              const name = providerName(t, provider);
              return (
                <Button
                  key={provider}
                  variant="default"
                  justify="flex-start"
                  leftSection={<PlatformIcon platform={provider} size={20} />}
                  disabled={busy && provider !== 'tiktok_creator'}
                  loading={pending === provider}
                  onClick={() => start(provider)}
                >
                  {name}
                </Button>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </RouteOverlay>
  );
}
