import { payoneerRegistrationLinkQuery, payoneerResetLinkQuery } from '@creator/api-client';
import { showFailureNotice } from '@creator/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { safeUrl } from '../../security/safe-url';
import { useServices } from '../../session/services';
import { useUser } from '../../session/session';

/**
 * The payment form's ways out to PayPal and Payoneer, each through the URL gate; `leaving`
 * while one is on its way (the blocks' buttons show it), a failed one reported.
 */
export function usePaymentLinks() {
  const { t } = useT();
  const { client, leave } = useServices();
  const queryClient = useQueryClient();
  const user = useUser();
  const [leaving, setLeaving] = useState(false);

  const leaveTo = async (load: () => Promise<{ url: string }>) => {
    const target = safeUrl((await load()).url);
    if (!target) throw new Error('unsafe url');
    leave(target);
  };
  const registrationLink = () =>
    leaveTo(() =>
      queryClient.fetchQuery({ ...payoneerRegistrationLinkQuery(client), staleTime: 0 }),
    );
  const resetLink = () =>
    leaveTo(() => queryClient.fetchQuery({ ...payoneerResetLinkQuery(client), staleTime: 0 }));
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
    } catch {
      showFailureNotice({ message: t('settings.save_failed') });
    } finally {
      setLeaving(false);
    }
  };

  /** Follows a link without saving; busy until the page goes, unless it fails. */
  const run = (link: () => Promise<void>) => () => {
    setLeaving(true);
    link().catch(() => {
      setLeaving(false);
      showFailureNotice({ message: t('settings.save_failed') });
    });
  };

  return { leaving, registrationLink, resetLink, connectPaypal, afterSave, run };
}
