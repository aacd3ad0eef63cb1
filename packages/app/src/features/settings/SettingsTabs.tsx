import { NavTabs } from '@creator/ui';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { renderRouterNavLink } from '../../routing/router-link';
import { pathTo } from '../../routing/routes';
import { useUser } from '../../session/session';
import { hasPaymentTab } from './payment-form-rules';

type SettingsTab = 'settings_profile' | 'settings_payment' | 'settings_data_usage';

/**
 * The settings screens' heading and tabs (payment only with YouTube payments or payments
 * access): the kit's tab bar of links, each section a page of its own.
 */
export function SettingsTabs({ current, children }: { current: SettingsTab; children: ReactNode }) {
  const { t } = useT();
  const user = useUser();
  const titles: Record<SettingsTab, string> = {
    settings_profile: t('pages.settings_profile'),
    settings_payment: t('pages.settings_payment'),
    settings_data_usage: t('pages.settings_data_usage'),
  };
  const tab = (name: SettingsTab, label: string) => ({ href: pathTo(name), label });
  return (
    <Stack gap="lg">
      <Title order={1}>{titles[current]}</Title>
      <NavTabs
        label={t('settings.tabs_label')}
        renderLink={renderRouterNavLink}
        tabs={[
          tab('settings_profile', t('settings.tab_profile')),
          ...(hasPaymentTab(user) ? [tab('settings_payment', t('settings.tab_payment'))] : []),
          tab('settings_data_usage', t('settings.tab_data_usage')),
        ]}
      />
      {children}
    </Stack>
  );
}
