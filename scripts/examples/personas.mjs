// Personas other than `creator`: each writes only the examples that differ; every
// other operation falls back to the `creator` example (docs/contract-conventions.md).
import * as c from './creator.mjs';
import * as s from './settings.mjs';

/** A persona whose user differs from the creator's by `fields`. */
const userPersona = (name, who, fields, more = () => {}) => ({
  name,
  who,
  write(add) {
    add('getCurrentUser', { ...c.user, ...fields }, who);
    more(add);
  },
});

export const personas = [
  userPersona(
    'new-creator',
    'A new partner with nothing yet',
    {
      fullName: 'Leo Park',
      avatar: null,
      paymentMethod: null,
      paypalEmailVerifiedAt: null,
      customQuestionAnswers: [],
    },
    (add) => {
      add('listAccounts', [], 'No accounts');
      add('listCampaigns', { campaigns: [], nextPageToken: null }, 'No campaigns');
      add(
        'getCampaignsSummary',
        ['active', 'upcoming', 'completed'].map((status) => ({ status, count: 0 })),
        'No campaigns',
      );
      add('listOpportunities', [], 'No opportunities');
      add('listYoutubeEarnings', [], 'No earnings');
      add('listPayments', [], 'No payments');
      add('listDocuments', [], 'No documents');
    },
  ),
  userPersona('payments-only', 'Payments access without YouTube payments access', {
    hasPaymentsAccess: true,
    hasYoutubePaymentsAccess: false,
  }),
  userPersona(
    'no-campaigns',
    'Neither the user nor the company has campaigns access',
    { hasCampaignsAccess: false },
    (add) => {
      add('getCompany', { ...c.company, hasCampaignsAccess: false }, 'Company without campaigns');
    },
  ),
  userPersona('not-partner', 'Not a partner: the partners-only page', { partner: false }),
  userPersona('onboarding', 'Must finish onboarding first', {
    redirectToOnboarding: true,
    pendingOnboardingUrl: 'https://join.northlight.example.com/onboarding/4242',
  }),
  userPersona('new-contract', 'A new contract waits for signature', {
    newContractUrl: 'https://sign.example.com/envelopes/partner-2027',
  }),
  userPersona('missing-profile', 'Required profile details are missing', {
    profileDetailsMissing: true,
  }),
  userPersona('missing-payment', 'Required payment details are missing', {
    paymentDetailsMissing: true,
    paymentMethod: null,
  }),
  userPersona('tipalti', 'Payments through a tipalti-type provider', {}, (add) => {
    add(
      'getCompany',
      { ...c.company, hasPaymentProvider: true, handledByTipalti: true },
      'Company handled by a tipalti-type provider',
    );
    add(
      'getTipaltiWidget',
      {
        ...s.widget,
        displayPaymentWidgetOnDashboard: true,
        tipaltiIframeUrl: 'https://ui2.tipalti.example.com/payeedashboard/home?idap=4242',
        missingTipaltiDetails: true,
      },
      'Widget shown, details missing',
    );
  }),
  userPersona('revenue-tier', 'Paid by revenue tiers', { hasRevenueTier: true }, (add) => {
    add(
      'listYoutubeEarnings',
      c.youtubeEarnings({ revenueTiers: true }),
      'Earnings with revenue tiers',
    );
  }),
  {
    name: 'signed-out',
    who: 'Signed out: every operation answers 401 (shared Unauthorized example)',
    write() {},
  },
];
