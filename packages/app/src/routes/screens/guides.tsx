// Placeholder screens, loaded lazily; later work replaces each with the real screen.
import { ComingSoon } from './ComingSoon';

/** The `guides` screen (placeholder). */
export function GuidesScreen() {
  return <ComingSoon route="guides" />;
}

/** The `guide` screen (placeholder). */
export function GuideScreen() {
  return <ComingSoon route="guide" />;
}
