import type { OpportunityCardData, OpportunityCardLabels } from './OpportunityCard';

const names: Record<string, string> = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  twitter: 'X',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  twitch: 'Twitch',
};

/** English texts used by the stories and tests. */
export const opportunityLabels: OpportunityCardLabels = {
  payment: (amount) => `Payment: ${amount}`,
  estimatedPayment: (amount) => `Estimated payment: ${amount}`,
  requiredPosts: (n) => (n === 1 ? '1 post required' : `${n} posts required`),
  platforms: 'Platforms',
  platformName: (p) => names[p] ?? p,
  accept: 'Accept',
  decline: 'Decline',
};

/** A typical offer paid in USD. */
export const offer: OpportunityCardData = {
  brand: 'Lumen Coffee Roasters',
  originalPaymentAmount: 1500,
  originalPaymentCurrency: 'USD',
  showPaymentAmountEstimated: false,
  estimatedPaymentAmount: null,
  userPaymentCurrency: 'USD',
  platforms: ['youtube', 'instagram'],
  requiredPostsNumber: 3,
};
