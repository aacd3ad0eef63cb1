import { Alert, Button, Group, Text } from '@mantine/core';
import { useT } from '../i18n/i18n';

/**
 * In place of a block whose read the device did not keep, while the browser is offline: that
 * it is offline and nothing of this is saved here yet, instead of a loader that never ends.
 * The read runs by itself when the network returns; Retry asks again at once.
 */
export function NotKeptOffline({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useT();
  return (
    <Alert color="yellow" variant="light" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('offline.not_kept')}</Text>
        <Button size="xs" variant="white" color="yellow" onClick={() => void onRetry()}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
