import { PageHeader } from '@creator/ui';
import { useReplacesBootHeading } from '../../boot/boot-heading';
import { useT } from '../../i18n/i18n';
import { useUser } from '../../session/session';
import { useSignContractNotice } from './use-sign-contract-notice';

/** The home page's heading (greeting by full name) and the contract notice of `?sign_contract`. */
export function HomeGreeting() {
  const { t } = useT();
  const user = useUser();
  useSignContractNotice();
  useReplacesBootHeading();
  return (
    <PageHeader title={t('home.greeting', { name: user.fullName })} subtitle={t('home.subtitle')} />
  );
}
