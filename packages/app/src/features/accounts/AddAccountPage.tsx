import { ComingSoon } from '../../lib/ComingSoon';

/** The `add_account` screen (placeholder). */
export function AddAccountPage() {
  return <ComingSoon route="add_account" />;
}
