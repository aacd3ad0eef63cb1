import { ComingSoon } from '../../lib/ComingSoon';

/** The `campaign` screen (placeholder). */
export function CampaignPage() {
  return <ComingSoon route="campaign" />;
}
