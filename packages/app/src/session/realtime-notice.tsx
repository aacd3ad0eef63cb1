import type { UserEvents } from '@creator/api-client/realtime';
import {
  EXTERNAL_LINK_PROPS,
  formatMonthYear,
  showInfoNotice,
  showSuccessNotice,
} from '@creator/ui';
import { Anchor, Text } from '@mantine/core';
import type { useT } from '../i18n/i18n';
import { safeHttpUrl } from '../security/safe-url';
import type { ExpectationData, RealtimeEvent } from './realtime-hub';

/** What a click on a notice's link to a file does (offline: stopped, and the app says why). */
export type LinkClick = (event: { preventDefault: () => void }) => void;

/** An event no page showed, with what its waiting expectation said about it. */
export interface News<E extends RealtimeEvent = RealtimeEvent> {
  event: E;
  payload: UserEvents[E];
  expected: ExpectationData | null;
}

/**
 * Shows the app-wide notice of `news` (loaded by `useRealtimeNews` on the first news): a
 * report ready, with its download link (the notice stays until closed, as it carries an
 * action; a click on it goes through `onLinkClick`), or payee details updated.
 */
export function showRealtimeNotice(
  { event, payload, expected }: News,
  t: ReturnType<typeof useT>['t'],
  language: string,
  onLinkClick: LinkClick,
): void {
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
              ? t('realtime.report_ready', { month: formatMonthYear(month, language) })
              : t('realtime.report_ready_any')}
          </Text>{' '}
          <Anchor href={url} size="sm" {...EXTERNAL_LINK_PROPS} onClick={onLinkClick}>
            {t('realtime.report_download')}
          </Anchor>
        </>
      ),
      stay: true,
    });
    return;
  }
  const details = payload as UserEvents['payee_details_updated'];
  const missing = details.missingTipaltiDetails || details.missingPaymentRailsDetails;
  (missing ? showInfoNotice : showSuccessNotice)({
    title: t('realtime.payee_updated_title'),
    message: missing ? t('realtime.payee_updated_missing') : t('realtime.payee_updated_done'),
  });
}
