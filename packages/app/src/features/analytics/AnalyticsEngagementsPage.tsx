import { ComingSoon } from '../../lib/ComingSoon';

/** The `analytics_engagements` screen (placeholder). */
export function AnalyticsEngagementsPage() {
  return <ComingSoon route="analytics_engagements" />;
}
