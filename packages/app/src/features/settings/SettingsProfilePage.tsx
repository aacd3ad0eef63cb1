import { ProfileBlock } from './ProfileBlock';
import { SettingsTabs } from './SettingsTabs';

/** The `settings_profile` screen: the profile form under the settings tabs. */
export function SettingsProfilePage() {
  return (
    <SettingsTabs current="settings_profile">
      <ProfileBlock />
    </SettingsTabs>
  );
}
