import { ComingSoon } from '../../lib/ComingSoon';

/** The `add_tiktok_account` screen (placeholder). */
export function AddTiktokAccountPage() {
  return <ComingSoon route="add_tiktok_account" />;
}
