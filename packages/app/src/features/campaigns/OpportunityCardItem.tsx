import type { Opportunity, PostType } from '@creator/api-client';
import { OpportunityCard, type OpportunityCardLabels } from '@creator/ui';
import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { providerName } from '../../i18n/provider-name';
import { pathTo } from '../../routing/routes';
import { SafeHtml } from '../../security/SafeHtml';
import { requirementSummary } from './campaign-rules';
import { useOpportunityResponse } from './use-opportunity-response';

/** The opportunity card's texts. */
export function useOpportunityLabels(): OpportunityCardLabels {
  const { t } = useT();
  return useMemo(
    () => ({
      payment: (amount) => t('opportunity.payment', { amount }),
      estimatedPayment: (amount) => t('opportunity.payment_estimated', { amount }),
      originalPayment: (amount) => t('opportunity.payment_original', { amount }),
      requiredPosts: (count) => t('opportunity.posts', { count }),
      platforms: t('opportunity.platforms'),
      platformName: (platform) => providerName(t, platform),
      accept: t('opportunity.accept'),
      decline: t('opportunity.decline'),
    }),
    [t],
  );
}

/** "YouTube: 2 videos; Instagram: 1 reel, 3 stories" (what is required, not a count: docs/product-rules.md#campaigns-and-opportunities). */
function useRequirementsText(): (opportunity: Opportunity) => string | undefined {
  const { t } = useT();
  const postCount: Record<PostType, (count: number) => string> = {
    story: (count) => t('opportunity.post_count.story', { count }),
    photo: (count) => t('opportunity.post_count.photo', { count }),
    carousel: (count) => t('opportunity.post_count.carousel', { count }),
    video: (count) => t('opportunity.post_count.video', { count }),
    igtv: (count) => t('opportunity.post_count.igtv', { count }),
    reel: (count) => t('opportunity.post_count.reel', { count }),
    text: (count) => t('opportunity.post_count.text', { count }),
    live: (count) => t('opportunity.post_count.live', { count }),
  };
  return (opportunity) => {
    const summary = requirementSummary(opportunity);
    if (summary.length === 0) return undefined;
    return summary
      .map(({ platform, posts }) =>
        t('opportunity.platform_posts', {
          platform: providerName(t, platform),
          posts: posts
            // A post type this version does not know is left out rather than shown raw.
            .flatMap(({ type, count }) => postCount[type]?.(count) ?? [])
            .join(t('opportunity.list_separator')),
        }),
      )
      .join(t('opportunity.platform_separator'));
  };
}

/**
 * An opportunity card, the same on home, in the campaign lists, in the review panel and on
 * its campaign's page: payment, platforms, what is required per platform, and Accept and
 * Decline, which open the brand's page in a new window (then the lists reload). `detailed`
 * adds the brand's message (HTML through DOMPurify and the URL gate); `campaignId` adds a link
 * to the campaign's page; `listed` (the card among campaign cards, in the lists and on home)
 * adds the "Opportunity" badge, as they have their status badges. `onAnswered` is told of an
 * Accept or Decline (the card will go once the lists reload).
 */
export function OpportunityCardItem({
  opportunity,
  campaignId,
  listed = false,
  detailed = false,
  headingOrder,
  onAnswered,
}: {
  opportunity: Opportunity;
  campaignId?: number;
  listed?: boolean;
  detailed?: boolean;
  headingOrder?: 2 | 3;
  onAnswered?: () => void;
}) {
  const { t, i18n } = useT();
  const labels = useOpportunityLabels();
  const requirements = useRequirementsText();
  const respond = useOpportunityResponse();
  return (
    <OpportunityCard
      aria-label={opportunity.brand}
      data-opportunity-card=""
      opportunity={opportunity}
      labels={listed ? { ...labels, status: t('opportunity.status') } : labels}
      locale={i18n.language}
      headingOrder={headingOrder}
      requirements={requirements(opportunity)}
      message={
        detailed && opportunity.message ? <SafeHtml html={opportunity.message} /> : undefined
      }
      actions={
        campaignId !== undefined ? (
          <Anchor component={Link} to={pathTo('campaign', { campaignId })} size="sm" fw={600}>
            {t('opportunity.open_campaign')}
          </Anchor>
        ) : undefined
      }
      onAccept={() => {
        onAnswered?.();
        respond(opportunity.acceptUrl);
      }}
      onDecline={() => {
        onAnswered?.();
        respond(opportunity.rejectUrl);
      }}
    />
  );
}
