export {
  formatDate,
  formatLongDate,
  formatMonthLabel,
  formatMonthYear,
  formatPaymentDate,
  formatShortDay,
  formatShortMonth,
  formatShortMonthYear,
  formatTimeAgo,
  formatWeekdayTime,
} from './dates';
export type { DateInput } from './dates';
export { formatHumanTime } from './humanTime';
export type { HumanTimeLabels } from './humanTime';
export { formatMoney, formatWholeDollars } from './money';
export { numberFormat } from './numberFormat';
export { NOT_APPLICABLE, notApplicableText, setNotApplicableText } from './notApplicable';
export {
  DEFAULT_LOCALE,
  formatDecimal,
  formatFileSize,
  formatNumber,
  formatPercent,
  toFiniteNumber,
} from './numbers';
export { ELLIPSIS, TEXT_LIMITS, truncate } from './truncate';
