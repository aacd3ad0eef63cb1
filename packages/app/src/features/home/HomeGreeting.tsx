import { PageHeader } from '@creator/ui';
import { useEffect } from 'react';
import { forgetBootGreeting } from '../../lib/boot-greeting';
import { useT } from '../../lib/i18n';
import { useUser } from '../../lib/session';
import { useSignContractNotice } from './use-sign-contract-notice';

/** The home page's heading (greeting by full name) and the contract notice of `?sign_contract`. */
export function HomeGreeting() {
  const { t } = useT();
  const user = useUser();
  useSignContractNotice();
  // On screen now: the greeting boot.js painted before the code arrived is done with.
  useEffect(forgetBootGreeting, []);
  return (
    <PageHeader title={t('home.greeting', { name: user.fullName })} subtitle={t('home.subtitle')} />
  );
}
