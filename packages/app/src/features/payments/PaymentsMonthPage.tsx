import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ALL_MONTHS } from './payment-rules';
import { PaymentsView } from './PaymentsView';

/**
 * The `payments` and `payments_month` screens: the route's month ('all' for every month), every
 * month without one. One component for both, so that picking a month keeps the page mounted
 * and the month selector keeps the focus. `aside` shows under the title (the payment countdown).
 */
export function PaymentsMonthPage({ aside }: { aside?: ReactNode }) {
  return <PaymentsView month={useParams().month ?? ALL_MONTHS} aside={aside} />;
}
