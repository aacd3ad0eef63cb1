import { Outlet } from 'react-router';
import { ComingSoon } from '../../lib/ComingSoon';

/** The `accounts` screen (placeholder; its overlays render in the outlet). */
export function AccountsPage() {
  return (
    <ComingSoon route="accounts">
      <Outlet />
    </ComingSoon>
  );
}
