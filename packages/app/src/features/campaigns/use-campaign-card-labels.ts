import type { CampaignCardLabels } from '@creator/ui';
import { useCallback, useMemo } from 'react';
import { useT } from '../../i18n/i18n';
import { CAMPAIGN_STATUS_KEYS } from '../../i18n/translation-keys';

/** Translated texts of a campaign card for a status. */
export function useCampaignCardLabels(): (
  status: keyof typeof CAMPAIGN_STATUS_KEYS,
) => CampaignCardLabels {
  const { t } = useT();
  return useMemo(() => {
    const shared = {
      pendingContract: t('campaign_card.pending_contract'),
      newReviews: t('campaign_card.new_reviews'),
      morePosts: (count: number) => t('campaign_card.more_posts', { count }),
      actions: {
        signContract: t('campaign_card.sign_contract'),
        editContent: t('campaign_card.edit_content'),
        readComments: t('campaign_card.read_comments'),
        publishContent: t('campaign_card.publish_content'),
      },
    };
    return (status) => ({ ...shared, status: t(CAMPAIGN_STATUS_KEYS[status]) });
  }, [t]);
}

/** The translated name of a campaign status. */
export function useStatusLabel(): (status: keyof typeof CAMPAIGN_STATUS_KEYS) => string {
  const { t } = useT();
  return useCallback((status) => t(CAMPAIGN_STATUS_KEYS[status]), [t]);
}
