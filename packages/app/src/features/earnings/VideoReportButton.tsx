import { Button, Stack, Text } from '@mantine/core';
import { useNeedsConnection } from '../../components/needs-connection';
import { useT } from '../../i18n/i18n';
import { useVideoReport } from './use-video-report';

/**
 * Asks for the channel's video revenue report (offline, it says a connection is needed);
 * disabled while it is generated; the file opens when ready.
 */
export function VideoReportButton({ channelId, month }: { channelId: string; month: string }) {
  const { t } = useT();
  const { state, request } = useVideoReport(channelId, month, true);
  const { whenOnline } = useNeedsConnection();
  const generating = state === 'generating';
  return (
    <Stack gap={4} align="flex-end">
      <Button variant="light" onClick={whenOnline(request)} disabled={generating}>
        {generating ? t('earnings.report_generating') : t('earnings.report_button')}
      </Button>
      <div aria-live="polite">
        {state === 'timed_out' ? (
          <Text size="sm" c="red">
            {t('earnings.report_timed_out')}
          </Text>
        ) : state === 'failed' ? (
          <Text size="sm" c="red">
            {t('earnings.report_failed')}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
