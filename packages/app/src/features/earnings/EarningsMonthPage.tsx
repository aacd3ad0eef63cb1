import { useParams } from 'react-router';
import { EarningsMonthView } from './EarningsMonthView';

/**
 * The `earnings_youtube` and `earnings_month` screens: the route's month, the first month
 * without one. The same component for both, so that picking a month keeps the page mounted
 * and the month selector keeps the focus.
 */
export function EarningsMonthPage() {
  return <EarningsMonthView month={useParams().month} />;
}
