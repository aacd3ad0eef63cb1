import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { PAGE_TITLE_KEYS, type PlaceholderRoute } from '../../lib/translation-keys';

/** Props of {@link ComingSoon}. */
export interface ComingSoonProps {
  /** The route this placeholder stands for; picks the title. */
  route: PlaceholderRoute;
  /** Nested routes (overlays such as add_account render over their parent). */
  children?: ReactNode;
}

/** A screen that later work fills: its title and a short "coming soon" text. */
export function ComingSoon({ route, children }: ComingSoonProps) {
  const { t } = useT();
  return (
    <Stack gap="xs" data-route={route}>
      <Title order={1}>{t(PAGE_TITLE_KEYS[route])}</Title>
      <Text c="dimmed">{t('common.coming_soon')}</Text>
      {children}
    </Stack>
  );
}
