import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from './i18n';
import { routeRow, type RouteName } from './routes';

/** Props of {@link ComingSoon}. */
export interface ComingSoonProps {
  /** The route this placeholder stands for; its title comes from the route table. */
  route: RouteName;
  /** Nested routes (overlays such as add_account render over their parent). */
  children?: ReactNode;
}

/** A screen that later work fills: its title and a short "coming soon" text. */
export function ComingSoon({ route, children }: ComingSoonProps) {
  const { t } = useT();
  const title = routeRow(route).title;
  return (
    <Stack gap="xs" data-route={route}>
      {title ? <Title order={1}>{t(title)}</Title> : null}
      <Text c="dimmed">{t('common.coming_soon')}</Text>
      {children}
    </Stack>
  );
}
