import { ComingSoon } from '../../lib/ComingSoon';

/** The `submitted_content_comments` screen (placeholder). */
export function SubmittedContentCommentsPage() {
  return <ComingSoon route="submitted_content_comments" />;
}
