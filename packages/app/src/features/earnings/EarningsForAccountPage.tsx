import { ComingSoon } from '../../lib/ComingSoon';

/** The `earnings_month_for_account` screen (placeholder). */
export function EarningsForAccountPage() {
  return <ComingSoon route="earnings_month_for_account" />;
}
