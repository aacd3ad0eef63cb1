import {
  MAX_LENGTH,
  connectTiktokAccountMutation,
  isApiError,
  isNotAuthorized,
} from '@creator/api-client';
import { showSuccessNotice } from '@creator/ui';
import { Button, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { DialogActions, FormFrame } from '../../forms/FormFrame';
import { fieldLimits, withLimits } from '../../forms/input-props';
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
  const form = useForm({
    initialValues: { url: '' },
    enhanceGetInputProps: withLimits(fieldLimits(MAX_LENGTH.ConnectTiktokRequest)),
    validate: { url: (url) => (isTiktokProfileUrl(url) ? null : t('add_tiktok.invalid_url')) },
  });

  return (
    <RouteOverlay title={t('pages.add_tiktok_account')} closeTo={pathTo('accounts')}>
      {(close) => {
        const submit = () => {
          if (form.validate().hasErrors) return;
          connect.mutate(
            { url: form.getValues().url.trim() },
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
                form.setFieldError(
                  'url',
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
          <FormFrame onSubmit={submit}>
            <Text size="sm">{t('add_tiktok.intro')}</Text>
            <TextInput
              label={t('add_tiktok.url_label')}
              placeholder="https://www.tiktok.com/@yourname"
              type="url"
              required
              {...form.getInputProps('url')}
              data-autofocus
            />
            <DialogActions onCancel={close}>
              <Button type="submit" loading={connect.isPending}>
                {t('add_tiktok.submit')}
              </Button>
            </DialogActions>
          </FormFrame>
        );
      }}
    </RouteOverlay>
  );
}
