import { AnalyticsDetail } from './AnalyticsDetail';

/** The `analytics_subscribers` screen: the subscribers detail view, inside the main view. */
export function AnalyticsSubscribersPage() {
  return <AnalyticsDetail metric="subscribers" />;
}
