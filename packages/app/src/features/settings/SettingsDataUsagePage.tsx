import { ComingSoon } from '../../lib/ComingSoon';

/** The `settings_data_usage` screen (placeholder). */
export function SettingsDataUsagePage() {
  return <ComingSoon route="settings_data_usage" />;
}
