import type { PostType, SubmittedContent } from '@creator/api-client';
import { useT } from '../../i18n/i18n';
import type { AcceptedFiles } from './content-rules';

/** Translated names of the content's data values (post types, statuses, accepted files). */
export function useContentLabels() {
  const { t } = useT();
  const postTypes: Record<PostType, string> = {
    story: t('content.post_types.story'),
    photo: t('content.post_types.photo'),
    carousel: t('content.post_types.carousel'),
    video: t('content.post_types.video'),
    igtv: t('content.post_types.igtv'),
    reel: t('content.post_types.reel'),
    text: t('content.post_types.text'),
    live: t('content.post_types.live'),
  };
  const statuses: Record<SubmittedContent['status'], string> = {
    pending: t('content.statuses.pending'),
    approved: t('content.statuses.approved'),
    rejected: t('content.statuses.rejected'),
    live: t('content.statuses.live'),
  };
  const accepts: Record<AcceptedFiles, string> = {
    video: t('content.accepts.video'),
    image: t('content.accepts.image'),
    image_or_video: t('content.accepts.image_or_video'),
    none: '',
  };
  return {
    postType: (type: PostType) => postTypes[type],
    status: (status: SubmittedContent['status']) => statuses[status],
    accepts: (kind: AcceptedFiles) => accepts[kind],
    /** Content types are the campaign's own words (`sponsored_post`): shown humanised. */
    contentType: (value: string) => value.replace(/_/g, ' '),
  };
}
