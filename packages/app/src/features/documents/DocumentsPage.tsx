import { ComingSoon } from '../../lib/ComingSoon';

/** The `documents` screen (placeholder). */
export function DocumentsPage() {
  return <ComingSoon route="documents" />;
}
