import { EarningsMonthView } from './EarningsMonthView';

/** The `earnings_youtube` screen: the first month's earnings. */
export function EarningsYoutubePage() {
  return <EarningsMonthView month={undefined} />;
}
