import { ComingSoon } from '../../lib/ComingSoon';

/** The `payments_month` screen (placeholder). */
export function PaymentsMonthPage() {
  return <ComingSoon route="payments_month" />;
}
