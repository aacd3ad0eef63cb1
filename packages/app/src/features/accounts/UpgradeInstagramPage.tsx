import { ComingSoon } from '../../lib/ComingSoon';

/** The `upgrade_instagram` screen (placeholder). */
export function UpgradeInstagramPage() {
  return <ComingSoon route="upgrade_instagram" />;
}
