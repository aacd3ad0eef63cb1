import { DatePickerInput, type CalendarAriaLabels } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useKitLocale } from '../../theme/kit-locale';

/** Props of {@link DatePickerField}. */
export interface DatePickerFieldProps {
  /** Field label, e.g. 'Birth date'. */
  label: ReactNode;
  /** Selected day as `YYYY-MM-DD` (an ISO date-time is cut to its day), or null. */
  value: string | null;
  /** Called with the picked day as `YYYY-MM-DD`, or null when cleared. */
  onChange: (value: string | null) => void;
  /** dayjs locale of month and weekday names. @default the `CreatorUiProvider` locale */
  locale?: string;
  /** How the chosen day is shown in the field. @default 'YYYY/MM/DD' */
  valueFormat?: string;
  /** Placeholder while empty. */
  placeholder?: string;
  /** Earliest selectable day, `YYYY-MM-DD`. */
  minDate?: string;
  /** Latest selectable day, `YYYY-MM-DD`. */
  maxDate?: string;
  /** Error message under the field. */
  error?: ReactNode;
  /** Marks the field required. @default false */
  required?: boolean;
  /** Accessible name of the clear button; the field is clearable only with it. */
  clearLabel?: string;
  /**
   * Names of the calendar's arrow buttons (previous and next month, year, decade): Mantine's
   * have none, only an icon.
   */
  calendarLabels?: CalendarAriaLabels;
}

/** `2026-11-03T00:00:00Z` -> `2026-11-03`: the API's days are UTC, so the day part is the date. */
function toDay(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/**
 * A date field with a calendar: weeks start on Monday, full month names, and values
 * as plain `YYYY-MM-DD` days (UTC, docs/product-rules.md#formats-limits-and-constants), so no time zone can shift the day.
 */
export function DatePickerField({
  value,
  onChange,
  locale,
  valueFormat = 'YYYY/MM/DD',
  clearLabel,
  calendarLabels,
  ...field
}: DatePickerFieldProps) {
  const providerLocale = useKitLocale();
  return (
    <DatePickerInput
      {...field}
      value={toDay(value)}
      onChange={(next) => onChange(toDay(next))}
      locale={locale ?? providerLocale}
      valueFormat={valueFormat}
      firstDayOfWeek={1}
      monthLabelFormat="MMMM YYYY"
      monthsListFormat="MMMM"
      clearable={Boolean(clearLabel)}
      clearButtonProps={clearLabel ? { 'aria-label': clearLabel } : undefined}
      popoverProps={{ withinPortal: true }}
      ariaLabels={calendarLabels}
    />
  );
}
