import { ComingSoon } from '../../lib/ComingSoon';

/** The `apps` screen (placeholder). */
export function AppsPage() {
  return <ComingSoon route="apps" />;
}
