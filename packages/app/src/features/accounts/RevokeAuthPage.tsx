import { ComingSoon } from '../../lib/ComingSoon';

/** The `account_revoke_auth` screen (placeholder). */
export function RevokeAuthPage() {
  return <ComingSoon route="account_revoke_auth" />;
}
