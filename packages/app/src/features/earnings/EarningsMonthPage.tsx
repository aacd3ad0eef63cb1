import { useParams } from 'react-router';
import { EarningsMonthView } from './EarningsMonthView';

/** The `earnings_month` screen: the earnings of the route's month. */
export function EarningsMonthPage() {
  return <EarningsMonthView month={useParams().month} />;
}
