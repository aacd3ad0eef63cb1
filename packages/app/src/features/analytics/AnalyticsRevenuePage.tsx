import { AnalyticsDetail } from './AnalyticsDetail';

/** The `analytics_revenue` screen: the revenue detail view, inside the main view. */
export function AnalyticsRevenuePage() {
  return <AnalyticsDetail metric="revenue" />;
}
