import type { Campaign } from '@creator/api-client';
import type { TFunction } from '../../i18n/i18n';

// The submission rule, shared by the campaign page (campaigns) and the submit overlay (content).

/** An unanswered opportunity: shown as the opportunity everywhere, answered with Accept or Decline. */
export function isOpenOpportunity(campaign: Pick<Campaign, 'opportunityId'>): boolean {
  return campaign.opportunityId !== null && campaign.opportunityId !== undefined;
}

/** Why content cannot be submitted to a campaign now; null when it can. */
export type SubmitBlock = 'opportunity' | 'upcoming' | 'completed' | 'contract' | null;

/**
 * Submitting is offered only where the backend accepts it (docs/product-rules.md#campaigns-and-opportunities): an active campaign,
 * its contract signed, its opportunity accepted. Otherwise the reason, the page says it.
 */
export function submitBlock(
  campaign: Pick<Campaign, 'status' | 'opportunityId' | 'contractSignUrl'>,
): SubmitBlock {
  if (isOpenOpportunity(campaign)) return 'opportunity';
  if (campaign.status === 'upcoming') return 'upcoming';
  if (campaign.status === 'completed') return 'completed';
  if (campaign.contractSignUrl) return 'contract';
  return null;
}

/** What the page says instead of offering to submit ('Starts on 2026/12/01'...). */
export function submitBlockText(
  t: TFunction,
  block: Exclude<SubmitBlock, null>,
  startDate: string | null,
  formatDate: (iso: string) => string,
): string {
  if (block === 'upcoming')
    return startDate
      ? t('campaign.submit_blocked.upcoming', { date: formatDate(startDate) })
      : t('campaign.submit_blocked.upcoming_undated');
  if (block === 'completed') return t('campaign.submit_blocked.completed');
  if (block === 'contract') return t('campaign.submit_blocked.contract');
  return t('campaign.submit_blocked.opportunity');
}

/** The createSubmittedContent refusal codes of a campaign that takes no content now. */
const REFUSALS: Record<string, Exclude<SubmitBlock, null>> = {
  opportunity_not_accepted: 'opportunity',
  campaign_not_started: 'upcoming',
  campaign_ended: 'completed',
  contract_not_signed: 'contract',
};

/** The block a 422 body's `code` names (the campaign changed while the form was open), or null. */
export function submitRefusal(body: unknown): Exclude<SubmitBlock, null> | null {
  const code =
    typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? (REFUSALS[code] ?? null) : null;
}
