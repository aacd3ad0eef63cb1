// Placeholder screens, loaded lazily; later work replaces each with the real screen.
import { ComingSoon } from './ComingSoon';

/** The `apps` screen (placeholder). */
export function AppsScreen() {
  return <ComingSoon route="apps" />;
}
