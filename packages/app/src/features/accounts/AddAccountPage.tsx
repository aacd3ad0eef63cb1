import { connectAccountMutation, type Provider } from '@creator/api-client';
import { PlatformIcon, PROVIDERS } from '@creator/ui';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { providerName } from '../../lib/provider-name';
import { pathTo } from '../../lib/routes';
import { useServices } from '../../lib/services';
import { RouteOverlay } from '../../lib/RouteOverlay';
import { isAuthing } from './connect-marker';
import { useProviderHandoff } from './use-provider-handoff';

/**
 * The `add_account` overlay: one button per provider. TikTok opens the TikTok URL overlay;
 * the others ask the API for the provider's authorization URL and send the browser there,
 * one connection at a time (the authing marker, seen by other tabs too).
 */
export function AddAccountPage() {
  const { t } = useT();
  const { client } = useServices();
  const handoff = useProviderHandoff();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(isAuthing);
  const connect = useMutation(connectAccountMutation(client));

  const start = (provider: Provider) => {
    if (provider === 'tiktok_creator') {
      void navigate(pathTo('add_tiktok_account'));
      return;
    }
    if (isAuthing() || connect.isPending) {
      setBusy(true);
      return;
    }
    connect.mutate(
      { provider },
      {
        onSuccess: (data) => setBusy(handoff.goTo(data.authorizationUrl)),
        onError: handoff.failed,
      },
    );
  };

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
                  loading={connect.isPending && connect.variables?.provider === provider}
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
