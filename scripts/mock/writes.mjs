// The mock's write operations, by operationId: thin adapters from a request to the
// dataset's write helpers (scripts/mock/world/writes.mjs, which enforce the backend's rules
// and answer 404/422), plus what only the HTTP layer knows: the consent page URLs handed
// out as `authorizationUrl`, and the mock Payoneer pages' links back to the asking page.
import * as w from './world/writes.mjs';

const LABELS = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X',
  twitch: 'Twitch',
  tiktok_creator: 'TikTok',
};
export const providerLabel = (provider) => LABELS[provider] ?? String(provider);

/** The app origin a flow returns to: the asking page's origin, else the dev server's. */
export const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:5173';
const appOrigin = (ctx) => ctx.appOrigin ?? DEFAULT_APP_ORIGIN;

/** A page of the mock for this session and persona, with the URL to come back to. */
function mockPage(ctx, path, params, back) {
  const query = new URLSearchParams({ ...params, persona: ctx.persona, return: back });
  if (ctx.sessionId) query.set('session', ctx.sessionId);
  return `${ctx.mockUrl}${path}?${query}`;
}

/** The consent page of an account action; it comes back to `<app>/creator/accounts`. */
const consent = (ctx, params) => ({
  status: 200,
  body: {
    authorizationUrl: mockPage(
      ctx,
      '/__mock/consent',
      params,
      `${appOrigin(ctx)}/creator/accounts`,
    ),
  },
});

/** A mock Payoneer page; it comes back to the page that asked (Referer), else payment settings. */
const payoneer = (ctx, action) => ({
  status: 200,
  body: {
    url: mockPage(
      ctx,
      `/__mock/payoneer/${action}`,
      {},
      ctx.referer ?? `${appOrigin(ctx)}/creator/settings/payment`,
    ),
  },
});

/** Write operations: (world, { path, query, body }, { ctx }) -> { status, body }. */
export const WRITES = {
  updateProfile: (s, { body }) => w.updateProfile(s, body),
  updateCountry: (s, { body }) => w.updateCountry(s, body),
  updatePaymentDetails: (s, { body }) => w.updatePaymentDetails(s, body),
  createSubmittedContent: (s, { path, body }) => w.createSubmittedContent(s, path.id, body),
  updateSubmittedContent: (s, { path, body }) =>
    w.updateSubmittedContent(s, path.id, path.contentId, body),
  createComment: (s, { path, body }) => w.createComment(s, path.id, path.contentId, body),
  markCommentsAsRead: (s, { path }) => w.markCommentsAsRead(s, path.id, path.contentId),
  connectTiktokAccount: (s, { body }) => w.connectTiktokAccount(s, body),
  revokeAccountAuthorization: (s, { path }) => w.revokeAccountAuthorization(s, path.uuid),
  registerPayoneerPayee: (s, { body }) => w.registerPayoneerPayee(s, body),
  connectAccount: (s, { body }, { ctx }) =>
    w.checkConnectAccount(s, body) ?? consent(ctx, { action: 'connect', provider: body.provider }),
  reauthorizeAccount: (s, { path }, { ctx }) =>
    w.checkReauthorize(s, path.uuid) ??
    consent(ctx, { action: 'reauthorize', provider: providerOf(s, path.uuid), uuid: path.uuid }),
  upgradeAccountToBusiness: (s, { path }, { ctx }) =>
    w.checkUpgradeToBusiness(s, path.uuid) ??
    consent(ctx, { action: 'upgrade', provider: 'instagram', uuid: path.uuid }),
};

const providerOf = (s, uuid) => s.accounts.find((a) => a.uuid === String(uuid))?.provider ?? '';

/** Reads answered here, not by the views: their links lead back to the asking page. */
export const LINKS = {
  getPayoneerRegistrationLink: (s, request, { ctx }) => payoneer(ctx, 'register'),
  getPayoneerResetLink: (s, request, { ctx }) => payoneer(ctx, 'reset'),
  getPayoneerLoginLink: (s, request, { ctx }) => payoneer(ctx, 'login'),
};

/** What "Allow" on the consent page does to the world, by action. */
export const CONSENT_EFFECTS = {
  connect: (s, { provider }) => (LABELS[provider] ? w.addConnectedAccount(s, provider) : null),
  reauthorize: (s, { uuid }) => w.completeReauthorization(s, uuid),
  upgrade: (s, { uuid }) => w.completeUpgrade(s, uuid),
};

/** An opportunity's accept or decline page: `{ status, body }` from the dataset's rule. */
export const answerOpportunity = (s, id, choice) => w.answerOpportunity(s, id, choice);

/** The payee id and signature the mock Payoneer page returns with. */
export function payoneerReturn() {
  const payeeId = `PAYEE-${Date.now().toString(36).toUpperCase()}`;
  return { payoneer_payee_id: payeeId, sign: `mock-${payeeId.toLowerCase()}` };
}

/** Back to "not registered" (the mock Payoneer reset page). */
export const resetPayoneer = (s) => {
  s.user.payoneerPayeeStatus = 'N/A';
};
