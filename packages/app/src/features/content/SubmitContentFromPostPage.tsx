import { Navigate, useParams } from 'react-router';
import { decodePostData } from '../../routing/route-params';
import { pathTo } from '../../routing/routes';
import { SubmitContentOverlay } from './SubmitContentOverlay';

/**
 * The `submit_content_from_post` overlay: type and content type preset from the post
 * definition in the URL (decoded safely: anything malformed is the not-found page).
 */
export function SubmitContentFromPostPage() {
  const params = useParams();
  const preset = decodePostData(params.postDataEncoded);
  if (!preset) return <Navigate replace to={pathTo('not_found')} />;
  return <SubmitContentOverlay campaignId={String(params.campaignId)} preset={preset} />;
}
