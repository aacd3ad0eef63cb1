import { ComingSoon } from '../../lib/ComingSoon';

/** The `analytics_impressions` screen (placeholder). */
export function AnalyticsImpressionsPage() {
  return <ComingSoon route="analytics_impressions" />;
}
