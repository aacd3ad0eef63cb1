import {
  MAX_LENGTH,
  connectTiktokAccountMutation,
  isApiError,
  isNotAuthorized,
} from '@creator/api-client';
import { showFailureNotice, showSuccessNotice } from '@creator/ui';
import { Button, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { DialogActions, FormFrame } from '../../forms/FormFrame';
import { fieldLimits, withLimits } from '../../forms/input-props';
import { placeServerErrors } from '../../forms/field-errors';
import { offlineWriteText } from '../../forms/rate-limit';
import { useT, type TFunction } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { useServices } from '../../session/services';
import { RouteOverlay } from '../../routing/RouteOverlay';
import { isTiktokProfileUrl } from './account-rules';
import { errorCode } from '../../forms/refusal';
import { useShown } from '../../lib/use-shown';

/**
 * What a failed connect says next to the URL field (docs/product-rules.md#settings-profile): a
 * refusal the app knows by its code in the app's words; else the field's own errors, each by
 * its code (the server's message only for a field code the app does not know); else the
 * server's summary for a refusal, the app's own words for a server failure.
 */
function refusalText(t: TFunction, failure: unknown): string {
  const offline = offlineWriteText(t, failure);
  if (offline) return offline;
  if (!isApiError(failure) || failure.status >= 500) return t('common.error_body');
  const code = errorCode(failure.body);
  if (code === 'invalid_tiktok_url') return t('add_tiktok.invalid_url');
  if (code === 'account_already_connected') return t('add_tiktok.already_connected');
  const { errors, unplaced } = placeServerErrors(
    failure,
    (path) => (path === 'url' ? 'url' : null),
    t,
  );
  return [errors.url, ...unplaced].filter(Boolean).join(' ') || failure.message;
}

/**
 * The `add_tiktok_account` overlay: a TikTok profile URL, checked here before it is sent;
 * the server's refusal (422) shows on the field. Success closes to the list, which reloads.
 */
export function AddTiktokAccountPage() {
  const { t } = useT();
  const { client } = useServices();
  const connect = useMutation(connectTiktokAccountMutation(client));
  const shown = useShown();
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
          // From the request's promise: mutate's own callbacks are skipped once the overlay is
          // gone (closed while connecting), and a connected account is still told.
          void connect.mutateAsync({ url: form.getValues().url.trim() }).then(
            () => {
              showSuccessNotice({ message: t('add_tiktok.connected') });
              close();
            },
            (failure: unknown) => {
              if (isNotAuthorized(failure)) return;
              // Closed while connecting: the field is gone, so a notice says why.
              if (!shown())
                return void showFailureNotice({
                  title: t('add_tiktok.failed'),
                  message: refusalText(t, failure),
                });
              form.setFieldError('url', refusalText(t, failure));
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
