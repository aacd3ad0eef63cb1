import { Box, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One figure of a summary line: a small dimmed label over its value (one or more `Text`s), a
 * term and its definition, so the line is a description list (`<Group component="dl">`) that a
 * screen reader reads as label and value pairs.
 */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Box component="dd" m={0}>
        {children}
      </Box>
    </Stack>
  );
}
