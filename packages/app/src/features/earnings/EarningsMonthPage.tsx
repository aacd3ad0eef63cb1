import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { EarningsMonthView } from './EarningsMonthView';

/**
 * The `earnings_youtube` and `earnings_month` screens: the route's month, the first month
 * without one. The same component for both, so that picking a month keeps the page mounted
 * and the month selector keeps the focus. `aside` shows under the title (the payment countdown).
 */
export function EarningsMonthPage({ aside }: { aside?: ReactNode }) {
  return <EarningsMonthView month={useParams().month} aside={aside} />;
}
