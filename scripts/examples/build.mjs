// Builds every example file of openapi/examples as a map
// `<operationId>/<status>/<name>.json` -> Example Object, for every persona.
import { PERIOD_DAYS } from './analytics.mjs';
import * as c from './creator.mjs';
import { personas } from './personas.mjs';
import * as s from './settings.mjs';

/** Collects examples; later writes of the same file replace earlier ones. */
class Examples {
  files = new Map();
  /** Adds `<op>/<status>/<name>.json`. */
  add(op, name, value, summary, status = 200) {
    this.files.set(`${op}/${status}/${name}.json`, { summary, value });
    return this;
  }
}

const MUTATION_ERRORS = {
  updateProfile: {
    message: 'Please correct the fields.',
    errors: { email: ['is not a valid email'], birthDate: ["can't be blank"] },
  },
  updateCountry: {
    message: 'Please correct the fields.',
    errors: { countryCode: ['is not included in the list'] },
  },
  updatePaymentDetails: {
    message: 'Please correct the fields.',
    errors: {
      paymentMethod: ['Country is required for this payment method'],
      iban: ['is invalid'],
      'customQuestionAnswers[0].answer': ["can't be blank"],
    },
  },
  connectAccount: {
    message: 'The provider is not available.',
    errors: { provider: ['is not supported'] },
  },
  connectTiktokAccount: {
    message: 'Please correct the fields.',
    errors: { url: ['is not a TikTok profile URL'] },
  },
  reauthorizeAccount: {
    message: 'This account cannot be re-authorised.',
    errors: { uuid: ['is not authable'] },
  },
  upgradeAccountToBusiness: {
    message: 'Only Instagram accounts can be upgraded.',
    errors: { uuid: ['is not an Instagram account'] },
  },
  revokeAccountAuthorization: {
    message: 'This account is in a CMS.',
    errors: { uuid: ['cannot be revoked while in a CMS'] },
  },
  createSubmittedContent: {
    message: 'The media file is missing.',
    errors: { 'post.mediaFiles': ["can't be blank"] },
  },
  updateSubmittedContent: {
    message: 'Approved content cannot be changed.',
    errors: { 'post.content': ['cannot change after approval'] },
  },
  createComment: {
    message: 'Please write a message.',
    errors: { 'comment.content': ["can't be blank"] },
  },
  markCommentsAsRead: { message: 'Nothing to mark.', errors: { contentId: ['has no comments'] } },
  registerPayoneerPayee: {
    message: 'The Payoneer signature does not match.',
    errors: { sign: ['is invalid'] },
  },
  authorizeRealtimeChannel: {
    message: 'Please correct the fields.',
    errors: { channel_name: ['is not your channel'] },
  },
};

/** The default persona and the shared error examples. */
function creatorExamples(x) {
  const P = 'creator';
  x.add('getCurrentUser', P, c.user, 'A partner with every access');
  x.add('updateProfile', P, c.user, 'Profile saved');
  x.add('updateCountry', P, c.user, 'Country saved');
  x.add('updatePaymentDetails', P, c.user, 'Payment details saved');
  x.add(
    'getMessengerDetails',
    P,
    {
      appId: 'nl3x9q2',
      userHash: '5f1d0c0b8e2a4f7c9b3e6d1a2c4b8e7f0a9d3c6b5e4f1a2b3c4d5e6f7a8b9c0d',
      userId: String(c.USER_ID),
    },
    'Chat widget details',
  );
  x.add('getCompany', P, c.company, 'A company with every feature');
  x.add('getNetwork', P, c.network, 'A network with logos, email and support URL');
  x.add('listApps', P, s.apps, 'Apps, one with a discount, one YouTube-only');
  x.add('listArticles', P, s.articles, 'Guides with and without PDF');
  x.add('listDocuments', P, s.documents, 'Documents');
  x.add('listCustomQuestions', P, s.customQuestions, 'Profile and payment questions');
  x.add('getTranslations', P, s.translations.en, 'English catalogue');
  for (const [lang, cat] of Object.entries(s.translations))
    x.add('getTranslations', `${P}__language-${lang}`, cat, `Catalogue: ${lang}`);

  x.add('listAccounts', P, c.accounts, 'Accounts on every platform');
  x.add(
    'connectAccount',
    P,
    { authorizationUrl: 'https://accounts.google.example.com/o/oauth2/auth?client_id=creator' },
    'Provider authorisation URL',
  );
  x.add('connectTiktokAccount', P, c.accounts[5], 'TikTok account added', 201);
  for (const a of c.accounts) {
    x.add(
      'getAccount',
      `${P}__uuid-${a.uuid}`,
      { ...a, activeAccountContract: a.authable ? c.activeContract : null },
      `Account ${a.title}`,
    );
    x.add(
      'getAccountActiveContract',
      `${P}__uuid-${a.uuid}`,
      c.activeContract,
      `Contract of ${a.title}`,
    );
  }
  x.add(
    'getAccount',
    P,
    { ...c.accounts[0], activeAccountContract: c.activeContract },
    'The YouTube account',
  );
  x.add('getAccountActiveContract', P, c.activeContract, 'An auto-renewing contract');
  x.add(
    'reauthorizeAccount',
    P,
    { authorizationUrl: 'https://x.example.com/i/oauth2/authorize?client_id=creator' },
    'Provider authorisation URL',
  );
  x.add(
    'upgradeAccountToBusiness',
    P,
    { authorizationUrl: 'https://www.facebook.example.com/dialog/oauth?client_id=creator' },
    'Provider authorisation URL',
  );
  x.add(
    'revokeAccountAuthorization',
    P,
    { ...c.accounts[1], authenticationStatus: 'not_authed' },
    'Authorisation revoked',
  );

  const first = c.analyticsAccounts[0];
  x.add(
    'getAccountAnalytics',
    P,
    c.analyticsReport({ ...first, period: 'last_28_days' }),
    'Last 28 days of the YouTube account',
  );
  for (const a of c.analyticsAccounts)
    for (const period of [...Object.keys(PERIOD_DAYS), 'month'])
      x.add(
        'getAccountAnalytics',
        `${P}__uuid-${a.uuid}__period-${period}`,
        c.analyticsReport({ ...a, seed: a.seed * 7 + period.length, period }),
        `Account ${a.uuid}, ${period}`,
      );

  const byStatus = (st) => c.campaigns.filter((k) => k.status === st);
  x.add(
    'listCampaigns',
    P,
    { campaigns: byStatus('active'), nextPageToken: null },
    'Active campaigns',
  );
  for (const st of ['active', 'upcoming', 'completed'])
    x.add(
      'listCampaigns',
      `${P}__status-${st}`,
      { campaigns: byStatus(st), nextPageToken: null },
      `Campaigns: ${st}`,
    );
  x.add(
    'getCampaignsSummary',
    P,
    ['active', 'upcoming', 'completed'].map((st) => ({ status: st, count: byStatus(st).length })),
    'Counts per status',
  );
  x.add('listOpportunities', P, c.opportunities, 'Two opportunities, sorted by id');
  for (const k of c.campaigns) {
    const sel = `${P}__id-${k.id}`;
    const contents = c.submittedContents[k.id] ?? [];
    x.add('getCampaign', sel, k, `Campaign ${k.brand}`);
    x.add('getCampaignContract', sel, c.contractOf(k), `Contract of ${k.brand}`);
    x.add('getCampaignRequirementsStatus', sel, c.requirementsOf(k), `Requirements of ${k.brand}`);
    x.add(
      'listCampaignPosts',
      sel,
      { posts: c.posts[k.id] ?? [], nextPageToken: null },
      `Posts of ${k.brand}`,
    );
    x.add(
      'listCampaignAccounts',
      sel,
      c.accounts.filter((a) => ['youtube', 'instagram'].includes(a.accountType)),
      `Accounts in ${k.brand}`,
    );
    x.add(
      'listSubmittedContents',
      sel,
      { submittedContents: contents, nextPageToken: null },
      `Submitted to ${k.brand}`,
    );
    x.add('listAvailableContentTypes', sel, s.availableContentTypes, `Content types of ${k.brand}`);
    for (const sc of contents) {
      const both = `${sel}__contentId-${sc.id}`;
      x.add('getSubmittedContent', both, sc, `Submitted content ${sc.id}`);
      x.add('listComments', both, c.comments[sc.id] ?? [], `Comments on ${sc.id}`);
    }
  }
  const main = c.campaigns[1];
  const content = c.submittedContents[main.id][0];
  x.add('getCampaign', P, c.campaigns[0], 'A campaign with a pending contract');
  x.add('getCampaignContract', P, c.contractOf(c.campaigns[0]), 'A contract waiting for signature');
  x.add(
    'getCampaignRequirementsStatus',
    P,
    c.requirementsOf(c.campaigns[0]),
    'Nothing submitted yet',
  );
  x.add('listCampaignPosts', P, { posts: c.posts[main.id], nextPageToken: null }, 'Live posts');
  x.add('listCampaignAccounts', P, c.accounts.slice(0, 3), 'Accounts in the campaign');
  x.add(
    'listSubmittedContents',
    P,
    { submittedContents: c.submittedContents[main.id], nextPageToken: null },
    'Submitted contents, newest first',
  );
  x.add('listAvailableContentTypes', P, s.availableContentTypes, 'Content types per platform');
  x.add('getSubmittedContent', P, content, 'Rejected content with unread comments');
  x.add('listComments', P, c.comments[content.id], 'A review thread');
  x.add(
    'createSubmittedContent',
    P,
    { ...c.submittedContents[main.id][2], id: 9100, createdAt: '2026-11-20T10:00:00Z' },
    'Submitted',
    201,
  );
  x.add(
    'updateSubmittedContent',
    P,
    { ...content, status: 'pending', isPending: true, isRejected: false },
    'Resubmitted',
  );
  x.add(
    'createComment',
    P,
    {
      id: 6,
      content: 'Reshot the opening, new version uploaded!',
      type: 'comment',
      sender: { name: c.user.fullName, avatar: c.user.avatar },
      sentByCreator: true,
      seen: false,
      createdAt: '2026-11-20T10:00:00Z',
    },
    'Comment sent',
    201,
  );
  x.add(
    'preuploadMedia',
    P,
    {
      url: `${c.MOCK}/__mock/uploads`,
      method: 'POST',
      fields: {
        key: 'uploads/cache/4242',
        'Content-Type': 'application/octet-stream',
        policy: 'eyJleHBpcmF0aW9uIjoiMjAyNi0xMi0wMVQwMDowMDowMFoifQ==',
        'x-amz-signature': 'mock',
      },
    },
    'Upload to the mock stack',
  );

  const earnings = c.youtubeEarnings();
  x.add('listYoutubeEarnings', P, earnings, 'A year of earnings with VAT and a failed payment');
  x.add('requestVideoRevenueReport', P, { status: 'generating' }, 'Report generation started');
  x.add(
    'getCombinedVideoReport',
    P,
    { url: 'https://cdn.example.com/reports/combined/7002.csv' },
    'Combined report URL',
  );
  x.add('listPayments', P, c.payments, 'Payments in USD and EUR');

  x.add('listPaymentMethods', P, s.paymentMethods, 'Methods for the United States');
  x.add('listCountries', P, s.countries, 'Countries');
  x.add('listCountryStates', P, [], 'A country without states');
  for (const [code, list] of Object.entries(s.states))
    x.add('listCountryStates', `${P}__countryCode-${code}`, list, `States of ${code}`);
  x.add('getTipaltiWidget', P, s.widget, 'No widget on the dashboard');
  x.add('getPaymentRailsWidget', P, s.widget, 'No widget on the dashboard');
  x.add(
    'registerPayoneerPayee',
    P,
    { payoneerPayeeStatus: 'Pending approval' },
    'Payee registered',
  );
  x.add(
    'getPayoneerRegistrationLink',
    P,
    { url: 'https://payouts.payoneer.example.com/partners/register?token=4242' },
    'Registration link',
  );
  x.add(
    'getPayoneerResetLink',
    P,
    { url: 'https://payouts.payoneer.example.com/partners/reset?token=4242' },
    'Reset link',
  );
  x.add(
    'authorizeRealtimeChannel',
    P,
    { auth: 'mock:0000000000000000000000000000000000000000000000000000000000000000' },
    'Channel signature (the mock replaces it with a real one)',
  );

  // Errors: per-field 422s per mutation; 401 and 404 shared through the response components.
  for (const [op, body] of Object.entries(MUTATION_ERRORS))
    x.add(op, 'invalid', body, 'Refused input', 422);
  x.files.set('_responses/Unauthorized/signed-out.json', {
    summary: 'Signed out',
    value: { message: 'You need to sign in or sign up before continuing.' },
  });
  x.files.set('_responses/NotFound/not-found.json', {
    summary: 'Not found',
    value: { message: 'Not found' },
  });
}

/** Every example file of every persona. */
export function buildExamples() {
  const x = new Examples();
  creatorExamples(x);
  for (const persona of personas)
    persona.write((op, value, summary, status) => x.add(op, persona.name, value, summary, status));
  return new Map([...x.files].sort(([a], [b]) => (a < b ? -1 : 1)));
}
