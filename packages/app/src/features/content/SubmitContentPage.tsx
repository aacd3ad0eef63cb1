import { useParams } from 'react-router';
import { SubmitContentOverlay } from './SubmitContentOverlay';

/** The `submit_content` overlay: the free variant (choose account and content type). */
export function SubmitContentPage() {
  return <SubmitContentOverlay campaignId={String(useParams().campaignId)} />;
}
