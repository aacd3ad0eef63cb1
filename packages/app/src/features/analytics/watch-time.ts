import { formatNumber, notApplicableText } from '@creator/ui';
import { useT } from '../../i18n/i18n';
import { formatWatchTime } from './analytics-rules';

/** Formats watch time minutes as translated hours and minutes (`2h 5m`, `2時間5分`). */
export function useWatchTimeFormat(): (minutes: number | null | undefined) => string {
  const { t, i18n } = useT();
  const labels = {
    hours: t('analytics.hours_suffix'),
    minutes: t('analytics.minutes_suffix'),
    separator: t('analytics.time_separator'),
  };
  return (minutes) =>
    formatWatchTime(minutes, labels, (hours) => formatNumber(hours, i18n.language)) ??
    notApplicableText();
}
