import { Alert, Button, Group, Text } from '@mantine/core';
import { useT } from '../lib/i18n';

/** Props of {@link RetryableError}. */
export interface RetryableErrorProps {
  /** Reloads what failed. */
  onRetry?: () => void;
  /** Overrides the generic message. */
  message?: string;
}

/** A block that failed to load: a short message and, when possible, a retry button. */
export function RetryableError({ onRetry, message }: RetryableErrorProps) {
  const { t } = useT();
  return (
    <Alert color="red" variant="light" role="alert" title={t('common.error_title')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message ?? t('common.error_body')}</Text>
        {onRetry ? (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
