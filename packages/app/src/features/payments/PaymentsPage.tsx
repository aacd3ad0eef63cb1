import { ALL_MONTHS } from './payment-rules';
import { PaymentsView } from './PaymentsView';

/** The `payments` screen: every month's payments. */
export function PaymentsPage() {
  return <PaymentsView month={ALL_MONTHS} />;
}
