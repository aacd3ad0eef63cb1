import { ComingSoon } from '../../lib/ComingSoon';

/** The `earnings_month` screen (placeholder). */
export function EarningsMonthPage() {
  return <ComingSoon route="earnings_month" />;
}
