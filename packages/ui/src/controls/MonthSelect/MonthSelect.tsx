import { Select } from '../Select';
import type { ReactNode } from 'react';
import { formatMonthLabel } from '../../format';
import { useKitLocale } from '../../theme/kit-locale';

/** Value of the 'All months' option (payments month 'all', docs/product-rules.md#payments). */
export const ALL_MONTHS = 'all';

/** Props of {@link MonthSelect}. */
export interface MonthSelectProps {
  /** Field label, e.g. 'Month'. */
  label: ReactNode;
  /** Months as `YYYY-MM-01`, in the order to show (newest first in earnings). */
  months: readonly string[];
  /** Selected month (`YYYY-MM-01` or 'all'), or null. */
  value: string | null;
  /** Called with the chosen month or 'all'. */
  onChange: (month: string) => void;
  /** Label of an extra first option with value 'all'; no such option without it. */
  allMonthsLabel?: string;
  /** dayjs locale of the month names. @default the `CreatorUiProvider` locale */
  locale?: string;
}

/** A month picker labelled `YYYY MMMM` (`2026 November`), optionally with 'All months' first. */
export function MonthSelect({
  months,
  allMonthsLabel,
  locale,
  onChange,
  ...field
}: MonthSelectProps) {
  const providerLocale = useKitLocale();
  const data = months.map((month) => ({
    value: month,
    label: formatMonthLabel(month, locale ?? providerLocale),
  }));
  if (allMonthsLabel) data.unshift({ value: ALL_MONTHS, label: allMonthsLabel });
  return (
    <Select
      {...field}
      data={data}
      allowDeselect={false}
      onChange={(next) => {
        if (next) onChange(next);
      }}
    />
  );
}
