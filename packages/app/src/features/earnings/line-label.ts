import { formatMonthLabel, formatPercent } from '@creator/ui';
import { useT } from '../../i18n/i18n';
import { EARNING_LINE_KEYS } from '../../i18n/translation-keys';
import type { MoneyLineSpec } from './earnings-rules';

/** How a money line of a month is named, on the screen and in its CSV: a VAT line with its rate. */
export function useLineLabel(): (line: MoneyLineSpec) => string {
  const { t, i18n } = useT();
  return (line) => {
    if (line.kind === 'line_item') return line.text ?? '';
    // A carry-over names the month it came from.
    if (line.fromMonth)
      return t('earnings.carryover_from', {
        month: formatMonthLabel(line.fromMonth, i18n.language),
      });
    const label = t(EARNING_LINE_KEYS[line.kind]);
    return line.percentage != null
      ? `${label} (${formatPercent(line.percentage, i18n.language)})`
      : label;
  };
}
