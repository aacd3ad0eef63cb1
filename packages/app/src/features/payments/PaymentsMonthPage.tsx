import { useParams } from 'react-router';
import { PaymentsView } from './PaymentsView';

/** The `payments_month` screen: one month's payments ('all' for every month). */
export function PaymentsMonthPage() {
  return <PaymentsView month={String(useParams().month)} />;
}
