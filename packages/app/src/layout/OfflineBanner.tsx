import { formatTimeAgo } from '@creator/ui';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage, useT } from '../i18n/i18n';
import { useShownDataSince } from '../session/connectivity';

/** How often the age of the data shown is written again while offline. */
const AGE_TICK_MS = 30_000;

/** The time now, from the component's mount on, moving on every {@link AGE_TICK_MS}. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * That the browser is offline, and how old the data shown is (the oldest of the page's reads,
 * kept on the device: docs/product-rules.md#offline). The reads start again by themselves
 * when the network returns; Retry asks again at once.
 */
export function OfflineBanner() {
  const since = useShownDataSince();
  const now = useNow();
  const { t } = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const message =
    since === null
      ? t('offline.no_data')
      : t('offline.data_from', { age: formatTimeAgo(new Date(since), language, new Date(now)) });
  return (
    <Alert color="yellow" variant="light" role="status" mb="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="white"
          color="yellow"
          onClick={() => void queryClient.refetchQueries({ type: 'active' })}
        >
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
