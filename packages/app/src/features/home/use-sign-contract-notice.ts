import { showFailureNotice, showSuccessNotice } from '@creator/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n';
import { signContractNotice } from './home-rules';

const PARAM = 'sign_contract';

/**
 * After signing a contract elsewhere the user comes back to `/dashboard?sign_contract=...`:
 * 'declined' shows a failure notice, any other value a success notice. The parameter is
 * then dropped from the URL so a reload does not repeat the notice.
 */
export function useSignContractNotice(): void {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const notice = signContractNotice(params.get(PARAM));
  // Strict mode runs effects twice; the notice must show once.
  const shown = useRef(false);
  useEffect(() => {
    if (!notice || shown.current) return;
    shown.current = true;
    if (notice === 'declined') showFailureNotice({ message: t('home.sign_contract_declined') });
    else showSuccessNotice({ message: t('home.sign_contract_signed') });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [notice, setParams, t]);
}
