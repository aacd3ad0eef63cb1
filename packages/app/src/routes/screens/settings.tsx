// Placeholder screens, loaded lazily; later work replaces each with the real screen.
import { ComingSoon } from './ComingSoon';

/** The `settings_profile` screen (placeholder). */
export function SettingsProfileScreen() {
  return <ComingSoon route="settings_profile" />;
}

/** The `settings_payment` screen (placeholder). */
export function SettingsPaymentScreen() {
  return <ComingSoon route="settings_payment" />;
}

/** The `settings_data_usage` screen (placeholder). */
export function SettingsDataUsageScreen() {
  return <ComingSoon route="settings_data_usage" />;
}
