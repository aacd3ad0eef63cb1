import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Main message, e.g. 'No campaigns yet'. */
  title: ReactNode;
  /** Optional explanation under the title. */
  description?: ReactNode;
  /** Optional picture or icon above the title (decorative). */
  icon?: ReactNode;
  /** Optional call to action, e.g. an 'Add account' button. */
  action?: ReactNode;
  /** Heading level of the title. @default 3 */
  order?: 2 | 3 | 4;
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action, order = 3 }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      {icon ? <div aria-hidden>{icon}</div> : null}
      <Title order={order} size="h4">
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" size="sm" maw={420}>
          {description}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
