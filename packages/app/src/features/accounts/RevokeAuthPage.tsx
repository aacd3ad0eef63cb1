import { isNotAuthorized, revokeAccountAuthorizationMutation } from '@creator/api-client';
import { EXTERNAL_LINK_PROPS, showFailureNotice, showSuccessNotice } from '@creator/ui';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { DialogActions } from '../../forms/FormFrame';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { safeHttpUrl } from '../../security/safe-url';
import { useServices } from '../../session/services';
import { useSingleFlight } from '../../lib/single-flight';
import { useShown } from '../../lib/use-shown';
import { RouteOverlay } from '../../routing/RouteOverlay';
import { showsRevokeLink } from './detail-rules';
import { useReads } from '../../routing/screen-reads';
import { accountReads } from './reads';
import { actionRefusalText } from '../../forms/refusal';
import { useNeedsConnection } from '../../components/needs-connection';

/**
 * The `account_revoke_auth` overlay: confirmation, the link to finalise on the provider's
 * side, cancel (back to the detail) and revoke (then the accounts list).
 */
export function RevokeAuthPage() {
  const { t } = useT();
  const { client } = useServices();
  const navigate = useNavigate();
  const shown = useShown();
  const uuid = String(useParams().uuid);
  const account = useQuery(useReads(accountReads).account);
  const revoke = useMutation(revokeAccountAuthorizationMutation(client));
  // The provider's settings open nothing offline, and say so.
  const { onLinkClick } = useNeedsConnection();
  // A double click sends one revoke.
  const flight = useSingleFlight();
  const finalize = safeHttpUrl(account.data?.revokeAuthorizationLink);
  // Only where the detail offers the link (no CMS, authable, authed): a typed URL of another account
  // goes back to its detail instead of a revoke the API refuses.
  // Once revoked, the account offers no revoke any more: that is no reason to go back to it.
  if (account.data && revoke.isIdle && !showsRevokeLink(account.data))
    return <Navigate replace to={pathTo('account_detail', { uuid })} />;

  return (
    <RouteOverlay
      title={t('pages.account_revoke_auth')}
      closeTo={pathTo('account_detail', { uuid })}
    >
      {(close) => (
        <Stack gap="md">
          <Text size="sm">{t('revoke_auth.confirm')}</Text>
          {finalize ? (
            <Text size="sm">
              {t('revoke_auth.finalize_hint')}{' '}
              {/* Underlined: inside a sentence, colour alone does not tell it apart (dark scheme). */}
              <Anchor
                href={finalize}
                underline="always"
                {...EXTERNAL_LINK_PROPS}
                onClick={onLinkClick}
              >
                {t('revoke_auth.finalize_link')}
              </Anchor>
            </Text>
          ) : null}
          <DialogActions onCancel={close}>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() =>
                flight(() =>
                  // From the request's promise: mutate's own callbacks are skipped once the
                  // overlay is gone (closed while revoking), and the outcome is still told;
                  // the list shows only from the overlay still on screen.
                  revoke.mutateAsync(uuid).then(
                    () => {
                      showSuccessNotice({ message: t('revoke_auth.done') });
                      if (shown()) void navigate(pathTo('accounts'));
                    },
                    (error: unknown) => {
                      if (isNotAuthorized(error)) return;
                      showFailureNotice({
                        title: t('revoke_auth.failed'),
                        message: actionRefusalText(t, error, t('common.action_failed')),
                      });
                    },
                  ),
                )
              }
            >
              {t('revoke_auth.revoke')}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </RouteOverlay>
  );
}
