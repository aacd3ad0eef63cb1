import { AnalyticsDetail } from './AnalyticsDetail';

/** The `analytics_views` screen: the views detail view, inside the main view. */
export function AnalyticsViewsPage() {
  return <AnalyticsDetail metric="views" />;
}
