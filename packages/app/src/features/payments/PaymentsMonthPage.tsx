import { useParams } from 'react-router';
import { ALL_MONTHS } from './payment-rules';
import { PaymentsView } from './PaymentsView';

/**
 * The `payments` and `payments_month` screens: the route's month ('all' for every month), every
 * month without one. One component for both, so that picking a month keeps the page mounted
 * and the month selector keeps the focus.
 */
export function PaymentsMonthPage() {
  return <PaymentsView month={useParams().month ?? ALL_MONTHS} />;
}
