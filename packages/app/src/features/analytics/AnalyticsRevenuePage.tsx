import { ComingSoon } from '../../lib/ComingSoon';

/** The `analytics_revenue` screen (placeholder). */
export function AnalyticsRevenuePage() {
  return <ComingSoon route="analytics_revenue" />;
}
