import { AnalyticsDetail } from './AnalyticsDetail';

/** The `analytics_engagements` screen: the engagements detail view, inside the main view. */
export function AnalyticsEngagementsPage() {
  return <AnalyticsDetail metric="engagements" />;
}
