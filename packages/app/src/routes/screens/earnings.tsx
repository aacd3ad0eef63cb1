// Placeholder screens, loaded lazily; later work replaces each with the real screen.
import { ComingSoon } from './ComingSoon';

/** The `payments` screen (placeholder). */
export function PaymentsScreen() {
  return <ComingSoon route="payments" />;
}

/** The `payments_month` screen (placeholder). */
export function PaymentsMonthScreen() {
  return <ComingSoon route="payments_month" />;
}

/** The `earnings_youtube` screen (placeholder). */
export function EarningsYoutubeScreen() {
  return <ComingSoon route="earnings_youtube" />;
}

/** The `earnings_month` screen (placeholder). */
export function EarningsMonthScreen() {
  return <ComingSoon route="earnings_month" />;
}

/** The `earnings_month_for_account` screen (placeholder). */
export function EarningsForAccountScreen() {
  return <ComingSoon route="earnings_month_for_account" />;
}
