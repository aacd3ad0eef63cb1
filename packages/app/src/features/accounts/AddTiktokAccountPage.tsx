import { connectTiktokAccountMutation, isApiError, isNotAuthorized } from '@creator/api-client';
import { showSuccessNotice } from '@creator/ui';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { useServices } from '../../session/services';
import { RouteOverlay } from '../../routing/RouteOverlay';
import { errorCode, isTiktokProfileUrl } from './account-rules';

/**
 * The `add_tiktok_account` overlay: a TikTok profile URL, checked here before it is sent;
 * the server's refusal (422) shows on the field. Success closes to the list, which reloads.
 */
export function AddTiktokAccountPage() {
  const { t } = useT();
  const { client } = useServices();
  const connect = useMutation(connectTiktokAccountMutation(client));
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  return (
    <RouteOverlay title={t('pages.add_tiktok_account')} closeTo={pathTo('accounts')}>
      {(close) => {
        const submit = (event: FormEvent) => {
          event.preventDefault();
          if (!isTiktokProfileUrl(url)) {
            setError(t('add_tiktok.invalid_url'));
            return;
          }
          setError(null);
          connect.mutate(
            { url: url.trim() },
            {
              onSuccess: () => {
                showSuccessNotice({ message: t('add_tiktok.connected') });
                close();
              },
              onError: (failure) => {
                if (isNotAuthorized(failure)) return;
                // A refusal the app knows by its code is said in the app's words; the
                // server's message only for a code it does not know.
                const code = isApiError(failure) ? errorCode(failure.body) : null;
                setError(
                  code === 'invalid_tiktok_url'
                    ? t('add_tiktok.invalid_url')
                    : code === 'account_already_connected'
                      ? t('add_tiktok.already_connected')
                      : isApiError(failure) && failure.status < 500
                        ? failure.message
                        : t('common.error_body'),
                );
              },
            },
          );
        };
        return (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text size="sm">{t('add_tiktok.intro')}</Text>
              <TextInput
                label={t('add_tiktok.url_label')}
                placeholder="https://www.tiktok.com/@yourname"
                type="url"
                required
                value={url}
                onChange={(event) => setUrl(event.currentTarget.value)}
                error={error}
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={connect.isPending}>
                  {t('add_tiktok.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        );
      }}
    </RouteOverlay>
  );
}
