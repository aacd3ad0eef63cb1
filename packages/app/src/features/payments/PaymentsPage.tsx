import { ComingSoon } from '../../lib/ComingSoon';

/** The `payments` screen (placeholder). */
export function PaymentsPage() {
  return <ComingSoon route="payments" />;
}
