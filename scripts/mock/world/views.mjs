// The read side of the mock API: every GET operation of the contract, answered from a
// persona's world (dataset.mjs `seed`, possibly changed by writes). Everything derived
// (counts, flags, sums, balances, payments made for earnings, analytics) is computed here,
// so a write that changes a fact changes every answer that depends on it.
//
// Conventions of the answers (also written in the contract):
// - 401 `{code: 'unauthorized'}` for the signed-out persona, on every operation;
// - 404 `{code: '<thing>_not_found', message}` for an id the persona does not have;
// - lists page by PAGE_SIZE with an opaque `nextPageToken`; a token that is not one of this
//   list's answers 422 `{code: 'invalid_page_token', errors: {next_page_token: [...]}}`;
// - analytics: 422 `{code: 'invalid_period', errors: {year|month: [...]}}` (see analyticsRange).
// The writes (profile, payment, content, comments, accounts, Payoneer, opportunities) are in
// writes.mjs; they change only primary facts, so these reads stay consistent after them.
// This file is the table of reads (`read`); the answers are built by topic in views/: user,
// analytics, campaigns, money, with lookups and answer helpers (answers.mjs).
import { accountDetailView, analyticsView } from './views/analytics.mjs';
import { fail, invalid, notFound, ok, paginate, UNAUTHORIZED } from './views/answers.mjs';
import {
  availableContentTypesView,
  campaignContents,
  campaignPosts,
  campaignView,
  commentsView,
  contentView,
  contractView,
  opportunityView,
  postView,
  requirementsView,
} from './views/campaigns.mjs';
import { findAccount, findCampaign, findContent } from './views/lookups.mjs';
import { earningsView, paymentsView } from './views/money.mjs';
import {
  companyView,
  paymentDetailsView,
  paymentMethodsFor,
  profileView,
  userView,
} from './views/user.mjs';
import { SIGNED_OUT } from './dataset.mjs';
import { media, MOCK } from './media.mjs';

/** The answer every operation gives without a session (the mock's gateway sends it too). */
export { UNAUTHORIZED };

const campaignRead =
  (view) =>
  (state, { path }) => {
    const c = findCampaign(state, path.id);
    return c ? ok(view(state, c)) : notFound('campaign');
  };

const contentRead =
  (view) =>
  (state, { path }) => {
    if (!findCampaign(state, path.id)) return notFound('campaign');
    const k = findContent(state, path.id, path.contentId);
    return k ? ok(view(state, k)) : notFound('submitted content');
  };

/** How each GET operation of the contract answers, by operationId. */
const ANSWERS = {
  getCurrentUser: (state) => ok(userView(state)),
  getProfile: (state) => ok(profileView(state)),
  getPaymentDetails: (state) => ok(paymentDetailsView(state)),
  getMessengerDetails: (state) => ok({ ...state.messenger, userId: String(state.user.id) }),
  getCompany: (state) => ok(companyView(state)),
  getNetwork: (state) => ok(state.network),
  getTranslations: (state, { path }) =>
    state.translations[path.language]
      ? ok(state.translations[path.language])
      : notFound('language'),
  listApps: (state) => ok(state.apps),
  listArticles: (state) => ok(state.articles),
  listDocuments: (state) => ok(state.documents),
  listCustomQuestions: (state) => ok(state.customQuestions),
  listAccounts: (state) => ok(state.accounts),
  getAccount: (state, { path }) => {
    const a = findAccount(state, path.uuid);
    return a ? ok(accountDetailView(state, a)) : notFound('account');
  },
  getAccountActiveContract: (state, { path }) => {
    if (!findAccount(state, path.uuid)) return notFound('account');
    const contract = state.accountContracts[path.uuid];
    return contract ? ok(contract) : notFound('contract');
  },
  getAccountAnalytics: (state, { path, query }) => analyticsView(state, path.uuid, query),
  listCampaigns: (state, { query }) => {
    const status = query.status ?? 'active';
    if (!['active', 'upcoming', 'completed'].includes(status))
      return invalid('validation_failed', 'Unknown status.', {
        status: [{ code: 'not_in_list', message: 'Choose active, upcoming or completed.' }],
      });
    const list = state.campaigns.filter((c) => c.status === status).sort((a, b) => a.id - b.id);
    return paginate(list, query, `campaigns:${status}`, 'campaigns', (c) => campaignView(state, c));
  },
  getCampaignsSummary: (state) =>
    ok(
      ['active', 'upcoming', 'completed'].map((status) => ({
        status,
        count: state.campaigns.filter((c) => c.status === status).length,
      })),
    ),
  getCampaign: campaignRead(campaignView),
  getCampaignRequirementsStatus: campaignRead(requirementsView),
  getCampaignContract: campaignRead(contractView),
  listCampaignPosts: (state, { path, query }) => {
    const c = findCampaign(state, path.id);
    if (!c) return notFound('campaign');
    return paginate(campaignPosts(state, c.id), query, `posts:${c.id}`, 'posts', (p) =>
      postView(state, p),
    );
  },
  listCampaignAccounts: campaignRead((state, c) =>
    c.accountUuids.map((u) => findAccount(state, u)).filter(Boolean),
  ),
  listOpportunities: (state) =>
    ok(
      [...state.opportunities]
        .sort((a, b) => a.id - b.id)
        .filter((op) => findCampaign(state, op.campaignId))
        .map((op) => opportunityView(state, op)),
    ),
  listSubmittedContents: (state, { path, query }) => {
    const c = findCampaign(state, path.id);
    if (!c) return notFound('campaign');
    return paginate(
      campaignContents(state, c.id),
      query,
      `submitted_contents:${c.id}`,
      'submittedContents',
      (k) => contentView(state, k),
    );
  },
  getSubmittedContent: contentRead(contentView),
  listComments: contentRead(commentsView),
  preuploadMedia: (state, { path, query }) => {
    const c = findCampaign(state, path.id);
    if (!c) return notFound('campaign');
    if (!query.filename)
      return invalid('validation_failed', 'The file name is missing.', {
        filename: ['blank'],
      });
    const safe = query.filename.replace(/[^\w.-]/g, '_');
    return ok({
      url: `${MOCK}/__mock/uploads`,
      method: 'POST',
      fields: {
        key: `uploads/cache/${c.id}/${safe}`,
        'Content-Type': 'application/octet-stream',
        policy: 'eyJleHBpcmF0aW9uIjoiMjAyNi0xMi0wMVQwMDowMDowMFoifQ==',
        'x-amz-signature': 'mock',
      },
    });
  },
  listAvailableContentTypes: campaignRead(availableContentTypesView),
  listYoutubeEarnings: (state) => ok(earningsView(state)),
  requestVideoRevenueReport: (state, { query }) => {
    const earning = earningsView(state).find((e) => e.month === query.month);
    const channel = earning?.channelEarnings.find((c) => c.channelId === query.channel_id);
    if (!earning || !channel || !earning.hasAccessibleVideosReport)
      return notFound('video revenue report');
    return ok({ status: 'generating', channelId: query.channel_id, month: query.month });
  },
  getCombinedVideoReport: (state, { path }) => {
    const earning = state.earnings.find((e) => String(e.id) === String(path.id));
    if (!earning) return notFound('earning');
    if (earning.combinedVideoReportsState !== 'generated')
      return fail(
        409,
        'report_not_generated',
        `The combined video report is ${earning.combinedVideoReportsState.replace('_', ' ')}.`,
      );
    return ok({ url: media.file(`combined-video-report-${earning.id}`, 'csv') });
  },
  listPayments: (state) => ok(paymentsView(state)),
  listPaymentMethods: (state) => ok(paymentMethodsFor(state)),
  listCountries: (state) => ok(state.countries),
  listCountryStates: (state, { path }) =>
    state.countries.some((c) => c.code === path.countryCode)
      ? ok(state.states[path.countryCode] ?? [])
      : notFound('country'),
  getTipaltiWidget: (state) => ok(state.widget),
  getPaymentRailsWidget: (state) => ok(state.widget),
  getPayoneerRegistrationLink: (state) =>
    ok({ url: `https://payouts.payoneer.example.com/partners/register?token=${state.user.id}` }),
  getPayoneerResetLink: (state) =>
    ok({ url: `https://payouts.payoneer.example.com/partners/reset?token=${state.user.id}` }),
  getPayoneerLoginLink: () => ok({ url: 'https://login.payoneer.example.com/' }),
};

/** Every GET operation `read` answers. */
export const readOperations = Object.keys(ANSWERS);

/**
 * Answers a GET operation from a persona's world. `path` and `query` hold the request's
 * path and query parameters as strings. Returns `{ status, body }`; the body is a fresh
 * copy, safe to change.
 * @param {string} operationId
 * @param {object} state a `seed()` world
 * @param {{ path?: Record<string, string>, query?: Record<string, string> }} [request]
 */
export function read(operationId, state, { path = {}, query = {} } = {}) {
  const view = ANSWERS[operationId];
  if (!view) throw new Error(`read: ${operationId} is not a GET operation of the contract`);
  if (state.signedOut || state.persona === SIGNED_OUT)
    return { status: 401, body: { ...UNAUTHORIZED } };
  const { status, body } = view(state, { path, query });
  return { status, body: structuredClone(body) };
}
