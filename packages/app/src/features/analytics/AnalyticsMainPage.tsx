import { Outlet } from 'react-router';
import { ComingSoon } from '../../lib/ComingSoon';

/** The `analytics_main` screen (placeholder; its overlays render in the outlet). */
export function AnalyticsMainPage() {
  return (
    <ComingSoon route="analytics_main">
      <Outlet />
    </ComingSoon>
  );
}
