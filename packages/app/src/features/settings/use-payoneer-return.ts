import { registerPayoneerPayeeMutation } from '@creator/api-client';
import { showFailureNotice, showInfoNotice } from '@creator/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useServices } from '../../session/services';
import { useOnline } from '../../session/connectivity';
import { useNeedsConnection } from '../../components/needs-connection';
import { actionRefusalText } from '../../forms/refusal';
import { isOfflineFailure } from '../../forms/rate-limit';
import { useShown } from '../../lib/use-shown';

/**
 * Back from Payoneer's registration page with `payoneer_payee_id` and `sign`: registers the
 * payee once, shows the 'Payoneer registration information' notice and drops the query.
 * The registration finishes the flow as a save does: the mutation has refreshed the user and
 * the payment details when `onDone` (the form's `onSaved`: the missing-data page leaves for
 * the dashboard) runs, if the page is still shown; the notice shows even once it is gone.
 * Offline, the registration waits with its query in the URL, saying it needs a connection,
 * and goes on by itself once the network is back.
 */
export function usePayoneerReturn(onDone?: () => void) {
  const { t } = useT();
  const { client } = useServices();
  const [search, setSearch] = useSearchParams();
  const register = useMutation(registerPayoneerPayeeMutation(client));
  const payeeId = search.get('payoneer_payee_id');
  const sign = search.get('sign');
  const handled = useRef<string | null>(null);
  const told = useRef<string | null>(null);
  const { mutateAsync } = register;
  const online = useOnline();
  const { tell } = useNeedsConnection();
  const shown = useShown();

  useEffect(() => {
    if (payeeId === null || sign === null) return;
    const key = `${payeeId}|${sign}`;
    if (handled.current === key) return;
    if (!online) {
      // Said once per return, however often the page renders meanwhile.
      if (told.current !== key) tell();
      told.current = key;
      return;
    }
    handled.current = key;
    setSearch({}, { replace: true });
    // From the request's promise: mutate's own callbacks are skipped once the page is gone,
    // and the registration's outcome is still told.
    void mutateAsync({ payoneerPayeeId: payeeId, sign }).then(
      () => {
        showInfoNotice({
          title: t('payment_form.payoneer_notice_title'),
          message: t('payment_form.payoneer_notice_body'),
        });
        if (shown()) onDone?.();
      },
      (error: unknown) => {
        if (isOfflineFailure(error)) {
          // Cut by going offline: back in the URL, said and tried again once online; a page
          // left meanwhile is not brought back for it.
          if (!shown()) return;
          handled.current = null;
          told.current = null;
          setSearch({ payoneer_payee_id: payeeId, sign }, { replace: true });
          return;
        }
        showFailureNotice({
          title: t('payment_form.payoneer_failed_title'),
          message: actionRefusalText(t, error, t('settings.save_failed')),
        });
      },
    );
  }, [payeeId, sign, mutateAsync, setSearch, t, onDone, online, tell, shown]);

  return register.isPending;
}
