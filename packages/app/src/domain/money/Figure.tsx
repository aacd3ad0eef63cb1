import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of a summary line: a small dimmed label over its value (one or more `Text`s). */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
