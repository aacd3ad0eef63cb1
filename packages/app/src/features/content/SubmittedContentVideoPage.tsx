import { ComingSoon } from '../../lib/ComingSoon';

/** The `submitted_content_video` screen (placeholder). */
export function SubmittedContentVideoPage() {
  return <ComingSoon route="submitted_content_video" />;
}
