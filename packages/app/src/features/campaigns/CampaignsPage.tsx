import { Navigate, useParams } from 'react-router';
import { ComingSoon } from '../../lib/ComingSoon';
import { pathTo } from '../../lib/routes';

/** The `campaigns` screen (placeholder); `/campaigns` without a status shows the active ones. */
export function CampaignsPage() {
  const { status } = useParams();
  if (!status) return <Navigate replace to={pathTo('campaigns', { status: 'active' })} />;
  return <ComingSoon route="campaigns" />;
}
