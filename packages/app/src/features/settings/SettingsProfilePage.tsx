import { ComingSoon } from '../../lib/ComingSoon';

/** The `settings_profile` screen (placeholder). */
export function SettingsProfilePage() {
  return <ComingSoon route="settings_profile" />;
}
