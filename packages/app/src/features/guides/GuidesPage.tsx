import { ComingSoon } from '../../lib/ComingSoon';

/** The `guides` screen (placeholder). */
export function GuidesPage() {
  return <ComingSoon route="guides" />;
}
