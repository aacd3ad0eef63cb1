import { Navigate } from 'react-router';
import { pathTo } from '../../routing/routes';
import { useUser } from '../../session/session';
import { PaymentBlock } from './PaymentBlock';
import { SettingsTabs } from './SettingsTabs';
import { hasPaymentTab } from './payment-form-rules';

/** The `settings_payment` screen; without payment access the tab does not exist (to the profile tab). */
export function SettingsPaymentPage() {
  const user = useUser();
  if (!hasPaymentTab(user)) return <Navigate replace to={pathTo('settings_profile')} />;
  return (
    <SettingsTabs current="settings_payment">
      <PaymentBlock />
    </SettingsTabs>
  );
}
