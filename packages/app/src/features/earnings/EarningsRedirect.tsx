import { Navigate } from 'react-router';
import { pathTo } from '../../routing/routes';
import { useUser } from '../../session/session';

/** `/earnings`: payments for users with payments access, else YouTube earnings. */
export function EarningsRedirect() {
  const user = useUser();
  return <Navigate replace to={pathTo(user.hasPaymentsAccess ? 'payments' : 'earnings_youtube')} />;
}
