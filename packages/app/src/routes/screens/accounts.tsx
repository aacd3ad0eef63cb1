// Placeholder screens, loaded lazily; later work replaces each with the real screen.
import { Outlet } from 'react-router';
import { ComingSoon } from './ComingSoon';

/** The `accounts` screen (placeholder). */
export function AccountsScreen() {
  return (
    <ComingSoon route="accounts">
      <Outlet />
    </ComingSoon>
  );
}

/** The `add_account` screen (placeholder). */
export function AddAccountScreen() {
  return <ComingSoon route="add_account" />;
}

/** The `add_tiktok_account` screen (placeholder). */
export function AddTiktokAccountScreen() {
  return <ComingSoon route="add_tiktok_account" />;
}

/** The `upgrade_instagram` screen (placeholder). */
export function UpgradeInstagramScreen() {
  return <ComingSoon route="upgrade_instagram" />;
}

/** The `account_detail` screen (placeholder). */
export function AccountDetailScreen() {
  return (
    <ComingSoon route="account_detail">
      <Outlet />
    </ComingSoon>
  );
}

/** The `account_revoke_auth` screen (placeholder). */
export function RevokeAuthScreen() {
  return <ComingSoon route="account_revoke_auth" />;
}

/** The `account_contract` screen (placeholder). */
export function AccountContractScreen() {
  return <ComingSoon route="account_contract" />;
}

/** The `account_permissions` screen (placeholder). */
export function AccountPermissionsScreen() {
  return <ComingSoon route="account_permissions" />;
}
