import { Outlet } from 'react-router';
import { ComingSoon } from '../../lib/ComingSoon';

/** The `submitted_content` screen (placeholder; its overlays render in the outlet). */
export function SubmittedContentPage() {
  return (
    <ComingSoon route="submitted_content">
      <Outlet />
    </ComingSoon>
  );
}
