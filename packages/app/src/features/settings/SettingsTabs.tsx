import { TabBar } from '@creator/ui';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { useUser } from '../../session/session';
import { hasPaymentTab } from './payment-form-rules';

type SettingsTab = 'settings_profile' | 'settings_payment' | 'settings_data_usage';

/** The settings screens' heading and tabs (payment only with YouTube payments or payments access). */
export function SettingsTabs({ current, children }: { current: SettingsTab; children: ReactNode }) {
  const { t } = useT();
  const navigate = useNavigate();
  const user = useUser();
  const titles: Record<SettingsTab, string> = {
    settings_profile: t('pages.settings_profile'),
    settings_payment: t('pages.settings_payment'),
    settings_data_usage: t('pages.settings_data_usage'),
  };
  const tabs = [
    { value: 'settings_profile', label: t('settings.tab_profile') },
    ...(hasPaymentTab(user)
      ? [{ value: 'settings_payment', label: t('settings.tab_payment') }]
      : []),
    { value: 'settings_data_usage', label: t('settings.tab_data_usage') },
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{titles[current]}</Title>
      <TabBar
        tabs={tabs}
        value={current}
        label={t('settings.tabs_label')}
        onChange={(tab) => void navigate(pathTo(tab as SettingsTab))}
      >
        {children}
      </TabBar>
    </Stack>
  );
}
