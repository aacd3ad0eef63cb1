import { ComingSoon } from '../../lib/ComingSoon';

/** The `settings_payment` screen (placeholder). */
export function SettingsPaymentPage() {
  return <ComingSoon route="settings_payment" />;
}
