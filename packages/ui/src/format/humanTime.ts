import { notApplicableText } from './notApplicable';
import { toFiniteNumber } from './numbers';

/** Unit texts of {@link formatHumanTime}; pass translations (ja: `{ hours: '時間', minutes: '分', separator: '' }`). */
export interface HumanTimeLabels {
  /** Suffix after the hours. @default 'h' */
  hours: string;
  /** Suffix after the minutes. @default 'm' */
  minutes: string;
  /** Between the hours and the minutes parts. @default ' ' */
  separator: string;
}

const DEFAULT_LABELS: HumanTimeLabels = { hours: 'h', minutes: 'm', separator: ' ' };

/**
 * Minutes as hours and minutes: `125` -> `2h 5m`, `45` -> `45m`, `120` -> `2h`, `0` -> `0m`.
 * Rounds to the whole minute; 'N/A' for negative values and non-numbers.
 */
export function formatHumanTime(minutes: unknown, labels: Partial<HumanTimeLabels> = {}): string {
  const value = toFiniteNumber(minutes);
  if (value === null || value < 0) return notApplicableText();
  const { hours: h, minutes: m, separator } = { ...DEFAULT_LABELS, ...labels };
  const total = Math.round(value);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest}${m}`;
  if (rest === 0) return `${hours}${h}`;
  return `${hours}${h}${separator}${rest}${m}`;
}
