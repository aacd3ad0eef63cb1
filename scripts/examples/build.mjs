// Builds every example file of openapi/examples as a map
// `<operationId>/<status>/<name>.json` -> Example Object, from the same code the mock
// answers with: each persona's world (dataset.mjs `seed`), its reads (views.mjs `read`)
// and writes (writes.mjs). So examples and mock answers cannot drift.
import { personaDescriptions, personaNames, seed, SIGNED_OUT } from '../mock/world/dataset.mjs';
import { MOCK } from '../mock/world/media.mjs';
import { read, readOperations } from '../mock/world/views.mjs';
import { campaignContents } from '../mock/world/views/campaigns.mjs';
import { paymentDetailsView, profileView } from '../mock/world/views/user.mjs';
import * as w from '../mock/world/writes.mjs';

/** Collects examples; later writes of the same file replace earlier ones. */
class Examples {
  files = new Map();
  /** Adds `<op>/<status>/<name>.json`. */
  add(op, name, value, summary, status = 200) {
    this.files.set(`${op}/${status}/${name}.json`, { summary, value });
    return this;
  }
  /** Adds a request-body example `<op>/request/<name>.json`. */
  request(op, name, value, summary) {
    this.files.set(`${op}/request/${name}.json`, { summary, value });
    return this;
  }
}

/** The ids a persona's default examples show (the first campaign with content, etc.). */
function defaults(state) {
  const campaign =
    state.campaigns.find((c) => state.submittedContents.some((k) => k.campaignId === c.id)) ??
    state.campaigns[0];
  const content = campaign ? campaignContents(state, campaign.id)[0] : undefined;
  const account = state.accounts[0];
  const earning = [...state.earnings]
    .sort((a, b) => (a.month < b.month ? 1 : -1))
    .find((e) => e.combinedVideoReportsState === 'generated');
  const channel =
    earning && state.accounts.find((a) => a.uuid === earning.channels[0]?.accountUuid);
  return { campaign, content, account, earning, channel };
}

/** The request (path and query) of a persona's default example of a GET operation. */
function defaultRequest(op, state) {
  const d = defaults(state);
  const id = d.campaign ? String(d.campaign.id) : '0';
  const path = {
    id,
    contentId: d.content ? String(d.content.id) : '0',
    uuid: d.account?.uuid ?? '0',
    language: 'en',
    countryCode: state.profile.countryCode ?? 'US',
  };
  if (op === 'getCombinedVideoReport') path.id = d.earning ? String(d.earning.id) : '0';
  const query = {
    getAccountAnalytics: { period: 'last_28_days' },
    preuploadMedia: { filename: 'reel.mp4' },
    requestVideoRevenueReport: {
      channel_id: d.channel?.pageId ?? 'none',
      month: d.earning?.month ?? '2026-01-01',
    },
  }[op];
  return { path, query: query ?? {} };
}

const CAMPAIGN_READS = [
  'getCampaign',
  'getCampaignRequirementsStatus',
  'getCampaignContract',
  'listCampaignPosts',
  'listCampaignAccounts',
  'listSubmittedContents',
  'listAvailableContentTypes',
];

/** Operations whose answers tell the flag-only personas apart (their other answers are like the creator's). */
const FLAG_OPS = [
  'getCurrentUser',
  'getCompany',
  'getProfile',
  'getPaymentDetails',
  'getTipaltiWidget',
  'getPaymentRailsWidget',
];
/** Personas whose data differs from the creator's beyond flags: every read has an example. */
const DATA_PERSONAS = ['creator', 'busy-creator', 'new-creator', 'payments-only', 'no-campaigns'];
/** Reads that differ for a flag persona beyond FLAG_OPS (its earnings, its network). */
const PERSONA_OPS = {
  'revenue-tier': ['listYoutubeEarnings'],
  'single-currency': ['listYoutubeEarnings', 'listPayments'],
  'no-support-link': ['getNetwork'],
  'chat-support': ['getNetwork'],
  'no-country': ['listPaymentMethods'],
};

/** The default example of every GET operation for one persona (only 200 answers). */
function personaReads(x, persona, state) {
  for (const op of readOperations) {
    const shown =
      DATA_PERSONAS.includes(persona) ||
      FLAG_OPS.includes(op) ||
      PERSONA_OPS[persona]?.includes(op);
    if (!shown) continue;
    const r = read(op, state, defaultRequest(op, state));
    if (r.status === 200) x.add(op, persona, r.body, `${personaDescriptions[persona]}: ${op}`);
  }
}

/** The creator's examples per id and per request (docs/contract-conventions.md selectors). */
function creatorSelectors(x, state) {
  const P = 'creator';
  const get = (op, path = {}, query = {}) => read(op, state, { path, query }).body;
  for (const status of ['active', 'upcoming', 'completed'])
    x.add(
      'listCampaigns',
      `${P}__status-${status}`,
      get('listCampaigns', {}, { status }),
      `First page of ${status} campaigns`,
    );
  campaignSelectors(x, state, get);
  accountSelectors(x, state, get);
  analyticsSelectors(x, state, get);
  catalogueSelectors(x, state, get);
}

/** Each hand-made campaign (101-107) by id, and its first contents with their comments. */
function campaignSelectors(x, state, get) {
  const P = 'creator';
  // The others are list fillers for paging.
  for (const c of state.campaigns.filter((k) => k.id <= 107)) {
    for (const op of CAMPAIGN_READS)
      x.add(op, `${P}__id-${c.id}`, get(op, { id: String(c.id) }), `${op}: ${c.brand}`);
    for (const k of campaignContents(state, c.id).slice(0, 4)) {
      const path = { id: String(c.id), contentId: String(k.id) };
      x.add(
        'getSubmittedContent',
        `${P}__id-${c.id}__contentId-${k.id}`,
        get('getSubmittedContent', path),
        `Submitted content ${k.id}`,
      );
      x.add(
        'listComments',
        `${P}__id-${c.id}__contentId-${k.id}`,
        get('listComments', path),
        `Comments on ${k.id}`,
      );
    }
  }
}

/** Each account by uuid, and its active contract where it has one. */
function accountSelectors(x, state, get) {
  const P = 'creator';
  for (const a of state.accounts) {
    x.add(
      'getAccount',
      `${P}__uuid-${a.uuid}`,
      get('getAccount', { uuid: a.uuid }),
      `Account ${a.title}`,
    );
    const contract = read('getAccountActiveContract', state, { path: { uuid: a.uuid } });
    if (contract.status === 200)
      x.add(
        'getAccountActiveContract',
        `${P}__uuid-${a.uuid}`,
        contract.body,
        `Contract of ${a.title}`,
      );
  }
}

/** Account analytics per period: rolling windows, this month and this year so far. */
function analyticsSelectors(x, state, get) {
  const P = 'creator';
  const [year, month] = state.today.split('-');
  for (const uuid of ['1001', '1003']) {
    const path = { uuid };
    for (const period of ['last_28_days', 'last_90_days'].slice(0, uuid === '1001' ? 2 : 1))
      x.add(
        'getAccountAnalytics',
        `${P}__uuid-${uuid}__period-${period}`,
        get('getAccountAnalytics', path, { period }),
        `Account ${uuid}, ${period}`,
      );
    x.add(
      'getAccountAnalytics',
      `${P}__uuid-${uuid}__period-month__year-${year}__month-${Number(month)}`,
      get('getAccountAnalytics', path, { period: 'month', year, month: String(Number(month)) }),
      `Account ${uuid}, this month so far`,
    );
    if (uuid !== '1001') continue;
    x.add(
      'getAccountAnalytics',
      `${P}__uuid-${uuid}__period-year__year-${year}`,
      get('getAccountAnalytics', path, { period: 'year', year }),
      `Account ${uuid}, this year so far`,
    );
  }
}

/** The translation catalogues, the countries' states and the combined video reports. */
function catalogueSelectors(x, state, get) {
  const P = 'creator';
  for (const language of Object.keys(state.translations))
    x.add(
      'getTranslations',
      `${P}__language-${language}`,
      get('getTranslations', { language }),
      `Catalogue: ${language}`,
    );
  for (const countryCode of Object.keys(state.states))
    x.add(
      'listCountryStates',
      `${P}__countryCode-${countryCode}`,
      get('listCountryStates', { countryCode }),
      `States of ${countryCode}`,
    );
  for (const e of state.earnings) {
    const r = read('getCombinedVideoReport', state, { path: { id: String(e.id) } });
    x.add(
      'getCombinedVideoReport',
      r.status === 200 ? `${P}__id-${e.id}` : 'not-generated',
      r.body,
      `Combined report of ${e.month}`,
      r.status,
    );
  }
}

/** 404 and 422 answers of the reads, from read() itself. */
function readErrors(x, state) {
  const bogus = {
    id: '999999',
    contentId: '999999',
    uuid: '999999',
    language: 'xx',
    countryCode: 'ZZ',
  };
  for (const op of readOperations) {
    const r = read(op, state, { path: bogus, query: defaultRequest(op, state).query });
    if (r.status === 404) x.add(op, 'not-found', r.body, 'Not one of the user\u2019s', 404);
  }
  const virtual = state.accounts.find((a) => a.accountType === 'virtual');
  x.add(
    'getAccountActiveContract',
    'no-contract',
    read('getAccountActiveContract', state, { path: { uuid: virtual.uuid } }).body,
    'An account without an active contract (virtual)',
    404,
  );
  const badToken = { next_page_token: 'not-a-token' };
  x.add(
    'listCampaigns',
    'invalid',
    read('listCampaigns', state, { query: badToken }).body,
    'Unknown page token',
    422,
  );
  for (const op of ['listCampaignPosts', 'listSubmittedContents'])
    x.add(
      op,
      'invalid',
      read(op, state, { path: { id: '102' }, query: badToken }).body,
      'Unknown page token',
      422,
    );
  x.add(
    'getAccountAnalytics',
    'invalid',
    read('getAccountAnalytics', state, {
      path: { uuid: '1001' },
      query: { period: 'month', year: '2026' },
    }).body,
    'The month period without a month',
    422,
  );
  const signedOut = read('getCurrentUser', seed(SIGNED_OUT));
  x.files.set('_responses/Unauthorized/signed-out.json', {
    summary: 'Signed out',
    value: signedOut.body,
  });
  // Answers no persona's world makes: the gateway refuses an unreadable request before any
  // world is asked, and the mock limits no rates.
  x.files.set('_responses/BadRequest/malformed-body.json', {
    summary: 'A body that is not JSON',
    value: { code: 'malformed_body', message: 'The request body is not valid JSON.' },
  });
  x.files.set('_responses/TooManyRequests/rate-limited.json', {
    summary: 'Too many requests',
    value: { code: 'rate_limited', message: 'Too many requests: try again in 30 seconds.' },
  });
}

/** Request bodies and answers of the mutations, made by writes.mjs on fresh creator worlds. */
function mutations(x) {
  const fresh = () => ({ ...seed('creator'), now: '2026-11-20T10:00:00Z' });
  const both = (op, name, body, answer, summary) => {
    x.request(op, name, body, summary);
    x.add(op, name === 'creator' ? 'creator' : 'invalid', answer.body, summary, answer.status);
  };
  settingsMutations(x, fresh, both);
  contentMutations(x, fresh, both);
  connectionMutations(x, fresh, both);
  accountActionMutations(x, fresh);
  payoutAndChannelMutations(x, fresh, both);
}

/** The settings forms: profile, country and payment details. */
function settingsMutations(x, fresh, both) {
  const profile = profileView(fresh());
  both('updateProfile', 'creator', profile, w.updateProfile(fresh(), profile), 'Profile saved');
  const badProfile = { ...profile, lastName: null, birthDate: '2030-01-01', language: 'fr' };
  both(
    'updateProfile',
    'invalid',
    badProfile,
    w.updateProfile(fresh(), badProfile),
    'Refused fields',
  );

  both(
    'updateCountry',
    'creator',
    { countryCode: 'JP' },
    w.updateCountry(fresh(), { countryCode: 'JP' }),
    'Country saved',
  );
  both(
    'updateCountry',
    'invalid',
    { countryCode: 'ZZ' },
    w.updateCountry(fresh(), { countryCode: 'ZZ' }),
    'Not a country of the list',
  );

  const payment = paymentDetailsView(fresh());
  both(
    'updatePaymentDetails',
    'creator',
    payment,
    w.updatePaymentDetails(fresh(), payment),
    'Payment details saved',
  );
  const badPayment = {
    paymentMethod: 'ach',
    currencyCode: 'EUR',
    routingNumber: '',
    accountNumber: '000123',
    customQuestionAnswers: [],
  };
  both(
    'updatePaymentDetails',
    'invalid',
    badPayment,
    w.updatePaymentDetails(fresh(), badPayment),
    'Refused fields',
  );

  // The user has no country: any method is refused for it (the no-country persona).
  const countryless = paymentDetailsView(seed('no-country'));
  const countryRequired = 'A payment method without a country saved';
  x.request('updatePaymentDetails', 'country-required', countryless, countryRequired);
  x.add(
    'updatePaymentDetails',
    'country-required',
    w.updatePaymentDetails(seed('no-country'), countryless).body,
    countryRequired,
    422,
  );
}

/** Submitting, resubmitting and commenting on content. */
function contentMutations(x, fresh, both) {
  const post = {
    post: {
      accountRemoteId: 'UCmikaTravels',
      type: 'video',
      contentType: 'sponsored_post',
      title: 'Kumo Coffee: a morning brew in Kyoto',
      content: 'The pour-over I start every day with. #ad',
      mediaFiles: [`${MOCK}/__mock/uploads/uploads/cache/102/brew.mp4/brew.mp4`],
      requirementId: 10202,
    },
  };
  both(
    'createSubmittedContent',
    'creator',
    post,
    w.createSubmittedContent(fresh(), '102', post),
    'Submitted for the open YouTube slot',
  );
  const badPost = { post: { ...post.post, type: 'photo', mediaFiles: [], requirementId: null } };
  both(
    'createSubmittedContent',
    'invalid',
    badPost,
    w.createSubmittedContent(fresh(), '102', badPost),
    'A photo on YouTube, without media',
  );

  const resubmit = {
    post: {
      accountRemoteId: '17841400001',
      type: 'reel',
      contentType: 'sponsored_post',
      title: null,
      content: 'Cold brew season is here! Packaging up front this time. #ad',
      mediaFiles: [`${MOCK}/__mock/uploads/uploads/cache/102/reel-v2.mp4/reel-v2.mp4`],
      requirementId: null,
    },
  };
  x.request('updateSubmittedContent', 'creator', resubmit, 'Resubmit the rejected reel (9001)');
  x.add(
    'updateSubmittedContent',
    'creator',
    w.updateSubmittedContent(fresh(), '102', '9001', resubmit).body,
    'Resubmitted',
  );
  const locked = w.updateSubmittedContent(fresh(), '102', '9002', {
    post: { ...resubmit.post, accountRemoteId: 'UCmikaTravels', type: 'video' },
  });
  x.add('updateSubmittedContent', 'invalid', locked.body, 'Live content cannot change', 422);

  const comment = { comment: { content: 'Reshot the opening, new version uploaded!' } };
  both(
    'createComment',
    'creator',
    comment,
    w.createComment(fresh(), '102', '9001', comment),
    'Comment sent',
  );
  const blankComment = { comment: { content: ' ' } };
  both(
    'createComment',
    'invalid',
    blankComment,
    w.createComment(fresh(), '102', '9001', blankComment),
    'A blank message',
  );
}

/** Connecting a social account: through a provider or by a TikTok profile URL. */
function connectionMutations(x, fresh, both) {
  x.request('connectAccount', 'creator', { provider: 'youtube' }, 'Connect a YouTube channel');
  x.add(
    'connectAccount',
    'creator',
    { authorizationUrl: 'https://accounts.google.example.com/o/oauth2/auth?client_id=creator' },
    'Provider authorisation URL',
  );
  x.add(
    'connectAccount',
    'invalid',
    {
      code: 'connection_in_progress',
      header: 'Connection failed',
      message: 'Another account is being connected. Finish or cancel it first.',
      errors: { provider: ['Another account is being connected.'] },
      codes: { provider: ['not_allowed'] },
    },
    'One connection at a time',
    422,
  );
  const tiktok = { url: 'https://www.tiktok.com/@mika.trips' };
  both(
    'connectTiktokAccount',
    'creator',
    tiktok,
    w.connectTiktokAccount(fresh(), tiktok),
    'TikTok account added',
  );
  const badTiktok = { url: 'https://www.tiktok.com/mika.trips' };
  both(
    'connectTiktokAccount',
    'invalid',
    badTiktok,
    w.connectTiktokAccount(fresh(), badTiktok),
    'Not a profile URL',
  );
}

/** Reauthorising, upgrading and revoking a connected account. */
function accountActionMutations(x, fresh) {
  x.add(
    'reauthorizeAccount',
    'creator',
    { authorizationUrl: 'https://x.example.com/i/oauth2/authorize?client_id=creator' },
    'Provider authorisation URL',
  );
  x.add(
    'reauthorizeAccount',
    'invalid',
    w.checkReauthorize(fresh(), '1007').body,
    'A virtual account',
    422,
  );
  x.add(
    'upgradeAccountToBusiness',
    'creator',
    { authorizationUrl: 'https://www.facebook.example.com/dialog/oauth?client_id=creator' },
    'Provider authorisation URL',
  );
  x.add(
    'upgradeAccountToBusiness',
    'invalid',
    w.checkUpgradeToBusiness(fresh(), '1001').body,
    'Not an Instagram account',
    422,
  );
  x.add(
    'revokeAccountAuthorization',
    'creator',
    w.revokeAccountAuthorization(fresh(), '1002').body,
    'Authorisation revoked',
  );
  x.add(
    'revokeAccountAuthorization',
    'invalid',
    w.revokeAccountAuthorization(fresh(), '1001').body,
    'An account in a CMS',
    422,
  );
}

/** The Payoneer payee, the realtime channel signature and marking comments read. */
function payoutAndChannelMutations(x, fresh, both) {
  const payee = { payoneerPayeeId: 'PY-4242', sign: 'c2lnbmVk' };
  both(
    'registerPayoneerPayee',
    'creator',
    payee,
    w.registerPayoneerPayee(fresh(), payee),
    'Payee registered',
  );
  const badPayee = { payoneerPayeeId: 'PY-4242', sign: 'invalid' };
  both(
    'registerPayoneerPayee',
    'invalid',
    badPayee,
    w.registerPayoneerPayee(fresh(), badPayee),
    'Signature does not match',
  );

  x.request(
    'authorizeRealtimeChannel',
    'creator',
    { socket_id: '1234.5678', channel_name: 'private-user-4242' },
    'The creator\u2019s own channel',
  );
  x.add(
    'authorizeRealtimeChannel',
    'creator',
    { auth: 'mock:0000000000000000000000000000000000000000000000000000000000000000' },
    'Channel signature (the mock answers a real one)',
  );
  x.add(
    'authorizeRealtimeChannel',
    'invalid',
    {
      code: 'validation_failed',
      message: 'Please correct the fields.',
      errors: { channel_name: ['This is not your channel.'] },
      codes: { channel_name: ['not_allowed'] },
    },
    'Another user\u2019s channel',
    422,
  );
  x.add(
    'markCommentsAsRead',
    'not-found',
    w.markCommentsAsRead(fresh(), '102', '999999').body,
    'Not one of the user\u2019s',
    404,
  );
}

/** Every example file of every persona. */
export function buildExamples() {
  const x = new Examples();
  for (const persona of personaNames) personaReads(x, persona, seed(persona));
  const creator = seed('creator');
  creatorSelectors(x, creator);
  readErrors(x, creator);
  mutations(x);
  return new Map([...x.files].sort(([a], [b]) => (a < b ? -1 : 1)));
}
