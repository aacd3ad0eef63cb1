import { ComingSoon } from '../../lib/ComingSoon';

/** The `earnings_youtube` screen (placeholder). */
export function EarningsYoutubePage() {
  return <ComingSoon route="earnings_youtube" />;
}
