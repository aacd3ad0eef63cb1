import { ComingSoon } from '../../lib/ComingSoon';

/** The `guide` screen (placeholder). */
export function GuidePage() {
  return <ComingSoon route="guide" />;
}
