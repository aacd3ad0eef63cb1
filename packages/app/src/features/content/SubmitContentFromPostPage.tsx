import { ComingSoon } from '../../lib/ComingSoon';

/** The `submit_content_from_post` screen (placeholder). */
export function SubmitContentFromPostPage() {
  return <ComingSoon route="submit_content_from_post" />;
}
