// Placeholder screens, loaded lazily; later work replaces each with the real screen.
import { ComingSoon } from './ComingSoon';

/** The `documents` screen (placeholder). */
export function DocumentsScreen() {
  return <ComingSoon route="documents" />;
}
