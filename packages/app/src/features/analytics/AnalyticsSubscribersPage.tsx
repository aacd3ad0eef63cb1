import { ComingSoon } from '../../lib/ComingSoon';

/** The `analytics_subscribers` screen (placeholder). */
export function AnalyticsSubscribersPage() {
  return <ComingSoon route="analytics_subscribers" />;
}
