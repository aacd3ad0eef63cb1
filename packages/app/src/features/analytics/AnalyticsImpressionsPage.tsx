import { AnalyticsDetail } from './AnalyticsDetail';

/** The `analytics_impressions` screen: the impressions detail view, inside the main view. */
export function AnalyticsImpressionsPage() {
  return <AnalyticsDetail metric="impressions" />;
}
