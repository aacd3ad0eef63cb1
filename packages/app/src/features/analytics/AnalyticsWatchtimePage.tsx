import { AnalyticsDetail } from './AnalyticsDetail';

/** The `analytics_watchtime` screen: the watchtime detail view, inside the main view. */
export function AnalyticsWatchtimePage() {
  return <AnalyticsDetail metric="watchtime" />;
}
