import { ComingSoon } from '../../lib/ComingSoon';

/** The `analytics_views` screen (placeholder). */
export function AnalyticsViewsPage() {
  return <ComingSoon route="analytics_views" />;
}
