import type { PostType, SubmittedContent } from '@creator/api-client';
import { useMemo } from 'react';
import { useT } from '../../i18n/i18n';

/** Texts of the single campaign built from data: post types and submitted content statuses. */
export function useCampaignLabels() {
  const { t } = useT();
  return useMemo(() => {
    const postTypes: Record<PostType, string> = {
      story: t('campaign.post_type_story'),
      photo: t('campaign.post_type_photo'),
      carousel: t('campaign.post_type_carousel'),
      video: t('campaign.post_type_video'),
      igtv: t('campaign.post_type_igtv'),
      reel: t('campaign.post_type_reel'),
      text: t('campaign.post_type_text'),
      live: t('campaign.post_type_live'),
    };
    const contentStatuses: Record<SubmittedContent['status'], string> = {
      pending: t('campaign.content_pending'),
      approved: t('campaign.content_approved'),
      rejected: t('campaign.content_rejected'),
      live: t('campaign.content_live'),
    };
    return {
      postType: (type: string) => postTypes[type as PostType] ?? type,
      contentStatus: (status: string) =>
        contentStatuses[status as SubmittedContent['status']] ?? status,
    };
  }, [t]);
}
