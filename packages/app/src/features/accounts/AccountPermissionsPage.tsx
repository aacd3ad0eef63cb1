import { ComingSoon } from '../../lib/ComingSoon';

/** The `account_permissions` screen (placeholder). */
export function AccountPermissionsPage() {
  return <ComingSoon route="account_permissions" />;
}
