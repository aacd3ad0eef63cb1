import { Outlet } from 'react-router';
import { ComingSoon } from '../../lib/ComingSoon';

/** The `account_detail` screen (placeholder; its overlays render in the outlet). */
export function AccountDetailPage() {
  return (
    <ComingSoon route="account_detail">
      <Outlet />
    </ComingSoon>
  );
}
