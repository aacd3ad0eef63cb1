import { ComingSoon } from '../../lib/ComingSoon';

/** The `analytics_watchtime` screen (placeholder). */
export function AnalyticsWatchtimePage() {
  return <ComingSoon route="analytics_watchtime" />;
}
