import { settingsKeys } from '@creator/api-client';
import type { UserEvents } from '@creator/api-client/realtime';
import {
  EXTERNAL_LINK_PROPS,
  formatMonthYear,
  showInfoNotice,
  showSuccessNotice,
} from '@creator/ui';
import { Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../i18n/i18n';
import { safeHttpUrl } from '../security/safe-url';
import type { NewsHandler } from './realtime-hub';

/**
 * The app-wide notice of a realtime event no page showed itself (issue 28: news shown where
 * the user is), and the caches it makes stale: a report ready (with its download link; the
 * notice stays until closed, as it carries an action), payee details updated (the widgets read
 * again when next shown).
 */
export function useRealtimeNews(): NewsHandler {
  const { t, i18n } = useT();
  const queryClient = useQueryClient();
  return (event, payload, expected) => {
    if (event === 'video_revenue_report_ready') {
      const report = payload as UserEvents['video_revenue_report_ready'];
      const url = safeHttpUrl(report.fileUrl);
      if (!url) return;
      const month = expected?.month ?? report.month;
      showSuccessNotice({
        title: t('realtime.report_ready_title'),
        message: (
          <>
            <Text size="sm" component="span">
              {month
                ? t('realtime.report_ready', { month: formatMonthYear(month, i18n.language) })
                : t('realtime.report_ready_any')}
            </Text>{' '}
            <Anchor href={url} size="sm" {...EXTERNAL_LINK_PROPS}>
              {t('realtime.report_download')}
            </Anchor>
          </>
        ),
        stay: true,
      });
      return;
    }
    const details = payload as UserEvents['payee_details_updated'];
    void queryClient.invalidateQueries({ queryKey: settingsKeys.widgets() });
    const missing = details.missingTipaltiDetails || details.missingPaymentRailsDetails;
    (missing ? showInfoNotice : showSuccessNotice)({
      title: t('realtime.payee_updated_title'),
      message: missing ? t('realtime.payee_updated_missing') : t('realtime.payee_updated_done'),
    });
  };
}
