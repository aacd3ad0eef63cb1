// Placeholder screens, loaded lazily; later work replaces each with the real screen.
import { ComingSoon } from './ComingSoon';

/** The `campaigns` screen (placeholder). */
export function CampaignsScreen() {
  return <ComingSoon route="campaigns" />;
}

/** The `campaign` screen (placeholder). */
export function CampaignScreen() {
  return <ComingSoon route="campaign" />;
}
