import { ComingSoon } from '../../lib/ComingSoon';

/** The `submit_content` screen (placeholder). */
export function SubmitContentPage() {
  return <ComingSoon route="submit_content" />;
}
