import { useMemo } from 'react';
import { formatNumber, notApplicableText } from '@creator/ui';
import { useT } from '../../i18n/i18n';
import { formatWatchTime } from './analytics-rules';

/** Formats watch time minutes as translated hours and minutes (`2h 5m`, `2時間5分`). */
export function useWatchTimeFormat(): (minutes: number | null | undefined) => string {
  const { t, i18n } = useT();
  const hours = t('analytics.hours_suffix');
  const minutes = t('analytics.minutes_suffix');
  const separator = t('analytics.time_separator');
  const locale = i18n.language;
  // The same function while the language is: a chart's axis formats with it.
  return useMemo(() => {
    const labels = { hours, minutes, separator };
    return (value) =>
      formatWatchTime(value, labels, (count) => formatNumber(count, locale)) ?? notApplicableText();
  }, [hours, minutes, separator, locale]);
}
