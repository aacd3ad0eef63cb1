import { payoneerRegistrationLinkQuery, payoneerResetLinkQuery } from '@creator/api-client';
import { showFailureNotice } from '@creator/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNeedsConnection } from '../../components/needs-connection';
import { useT } from '../../i18n/i18n';
import { safeUrl } from '../../security/safe-url';
import { useServices } from '../../session/services';
import { useUser } from '../../session/session';

/**
 * The payment form's ways out to PayPal and Payoneer, each through the URL gate; `leaving`
 * while one is on its way (the blocks' buttons show it), a failed one reported. Offline, a way
 * out that needs no save first asks nothing and says it needs a connection (the link's read
 * would otherwise wait for the network, the button busy all the while); one after a save
 * stops at the save, which says it was not sent.
 */
export function usePaymentLinks() {
  const { t } = useT();
  const { client, leave } = useServices();
  const queryClient = useQueryClient();
  const user = useUser();
  const [leaving, setLeaving] = useState(false);
  const needs = useNeedsConnection();
  // Asked now or failing: never held until the network returns.
  const now = { staleTime: 0, networkMode: 'always' } as const;

  const leaveTo = async (load: () => Promise<{ url: string }>) => {
    const target = safeUrl((await load()).url);
    if (!target) throw new Error('unsafe url');
    leave(target);
  };
  const registrationLink = () =>
    leaveTo(() => queryClient.fetchQuery({ ...payoneerRegistrationLinkQuery(client), ...now }));
  const resetLink = () =>
    leaveTo(() => queryClient.fetchQuery({ ...payoneerResetLinkQuery(client), ...now }));
  const connectPaypal = () => {
    const target = safeUrl(user.connectWithPaypalUrl);
    if (!target) throw new Error('unsafe url');
    leave(target);
  };

  /** Follows a link once the form is saved; the form is usable again if it fails. */
  const afterSave = (link: () => Promise<void> | void) => async () => {
    setLeaving(true);
    try {
      await link();
    } catch (error) {
      if (!needs.failedOffline(error)) showFailureNotice({ message: t('settings.save_failed') });
    } finally {
      setLeaving(false);
    }
  };

  /** Follows a link without saving; busy until the page goes, unless it fails. */
  const run = (link: () => Promise<void>) =>
    needs.whenOnline(() => {
      setLeaving(true);
      link().catch((error: unknown) => {
        setLeaving(false);
        if (!needs.failedOffline(error)) showFailureNotice({ message: t('settings.save_failed') });
      });
    });

  return { leaving, registrationLink, resetLink, connectPaypal, afterSave, run };
}
