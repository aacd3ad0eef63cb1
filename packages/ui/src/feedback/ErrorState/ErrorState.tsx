import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** What went wrong, e.g. the payments error message. */
  message: ReactNode;
  /** Optional bold first line. */
  title?: ReactNode;
  /** Text of the retry button; the button shows only with `onRetry`. */
  retryLabel?: string;
  /** Called when the user asks to try again. */
  onRetry?: () => void;
}

/** A failed load, announced to screen readers, with an optional retry. */
export function ErrorState({ message, title, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry && retryLabel ? (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
