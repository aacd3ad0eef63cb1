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
import { fieldErrors } from './field-errors.mjs';
import { addDays, addMonths, PLATFORM_OF, POST_TYPES, RATES, SIGNED_OUT } from './dataset.mjs';
import { media, MOCK } from './media.mjs';
import { seeded } from './random.mjs';

/** Items per page of every paged list (campaigns, posts, submitted contents). */
export const PAGE_SIZE = 10;

const round2 = (n) => Math.round(n * 100) / 100;
const sum = (list) => round2(list.reduce((a, b) => a + (b ?? 0), 0));
const ok = (body, status = 200) => ({ status, body });
const fail = (status, code, message, issues) => ({
  status,
  body: issues ? { code, message, ...fieldErrors(issues) } : { code, message },
});
const notFound = (what) =>
  fail(404, `${what.replace(/ /g, '_')}_not_found`, `No such ${what} for this user.`);
const invalid = (code, message, errors) => fail(422, code, message, errors);

/** The answer every operation gives without a session. */
export const UNAUTHORIZED = {
  code: 'unauthorized',
  message: 'You need to sign in or sign up before continuing.',
};

// ---------------------------------------------------------------------------------------
// Ids and lookups (also used by writes)

/**
 * Takes the next free id of a kind (`account`, `submittedContent`, `comment`, `post`,
 * `customQuestionAnswer`) and advances the counter. Ids stay inside the persona's range.
 */
export function nextId(state, kind) {
  const id = state.ids[kind];
  state.ids[kind] = id + 1;
  return id;
}

/** The campaign with a path id (string or number), or undefined. */
export const findCampaign = (state, id) => state.campaigns.find((c) => String(c.id) === String(id));
/** The account with a uuid, or undefined. */
export const findAccount = (state, uuid) => state.accounts.find((a) => a.uuid === String(uuid));
/** A campaign's submitted content, or undefined. */
export const findContent = (state, campaignId, contentId) =>
  state.submittedContents.find(
    (c) => String(c.campaignId) === String(campaignId) && String(c.id) === String(contentId),
  );

const questionOf = (state, uuid) => state.customQuestions.find((q) => q.uuid === uuid);
/** Whether a custom question belongs to the profile form (else payment form, or neither). */
export const isProfileQuestion = (q) =>
  !q.paymentsRelated && q.displayPositions.some((p) => p === 'apply_process' || p === 'onboarding');
/** Whether a custom question belongs to the payment form. */
export const isPaymentQuestion = (q) =>
  q.paymentsRelated && q.displayPositions.some((p) => p === 'apply_process' || p === 'onboarding');

// ---------------------------------------------------------------------------------------
// User, profile, payment details

const blank = (v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Names of the required profile fields (by the company flags) that are blank. */
export function missingProfileFields(state) {
  const { profile: p, company: c } = state;
  const required = ['firstName', 'email', 'birthDate'];
  if (!c.monolingual) required.push('language');
  if (c.features.furigana) required.push('furiganaLastName', 'furiganaFirstName');
  if (c.requireLastName) required.push('lastName');
  if (c.requireCountry) required.push('countryCode');
  if (c.showGender && c.requireGender) required.push('sex');
  if (c.showAddress && c.requireAddress) required.push('state', 'city', 'streetAddress', 'zipCode');
  if (c.showTelephone && c.requireTelephone) required.push('telephone');
  if (c.features.personalId) required.push('personalId');
  const missing = required.filter((f) => blank(p[f]));
  for (const q of state.customQuestions.filter((k) => k.required && isProfileQuestion(k)))
    if (
      !state.customQuestionAnswers.some((a) => a.customQuestionUuid === q.uuid && !blank(a.answer))
    )
      missing.push(`customQuestion:${q.uuid}`);
  return missing;
}

/** The payment methods offered for the user's country (catalogue entries). */
export function paymentMethodsFor(state, countryCode = state.profile.countryCode) {
  const ids = state.paymentMethodsByCountry[countryCode] ?? state.paymentMethodsByCountry['*'];
  return ids.map((id) => state.paymentMethods.find((m) => m.id === id)).filter(Boolean);
}

/** Names of the required payment fields that are blank (none when a provider handles payments). */
export function missingPaymentFields(state) {
  const { paymentDetails: d, company: c } = state;
  if (c.hasPaymentProvider) return [];
  const missing = [];
  if (c.requireCountry && blank(state.profile.countryCode)) missing.push('countryCode');
  if (blank(d.paymentMethod) || !paymentMethodsFor(state).some((m) => m.id === d.paymentMethod))
    missing.push('paymentMethod');
  const method = state.paymentMethods.find((m) => m.id === d.paymentMethod);
  if (method && c.requirePaymentDetails)
    for (const f of method.fields) if (blank(paymentFieldValue(d, f.name))) missing.push(f.name);
  for (const q of state.customQuestions.filter((k) => k.required && isPaymentQuestion(k)))
    if (
      !state.customQuestionAnswers.some((a) => a.customQuestionUuid === q.uuid && !blank(a.answer))
    )
      missing.push(`customQuestion:${q.uuid}`);
  return missing;
}

const FIXED_PAYMENT_FIELDS = ['paypalEmail', 'epaymentsRecipientType', 'epaymentsRecipientId'];
const paymentFieldValue = (d, name) =>
  FIXED_PAYMENT_FIELDS.includes(name) ? d[name] : d.fields?.[name];

/** The User answer. */
export function userView(state) {
  const { user: u, profile: p, paymentDetails: d } = state;
  return {
    id: u.id,
    avatar: u.avatar,
    fullName: p.fullName || [p.firstName, p.lastName].filter(Boolean).join(' '),
    language: p.language || 'en',
    partner: u.partner,
    hasNetworkAssigned: u.hasNetworkAssigned,
    hasYoutubePaymentsAccess: u.hasYoutubePaymentsAccess,
    hasPaymentsAccess: u.hasPaymentsAccess,
    hasCampaignsAccess: u.hasCampaignsAccess,
    hasRevenueTier: u.hasRevenueTier,
    redirectToOnboarding: u.redirectToOnboarding,
    pendingOnboardingUrl: u.pendingOnboardingUrl,
    newContractUrl: u.newContractUrl,
    profileDetailsMissing: missingProfileFields(state).length > 0,
    paymentDetailsMissing: missingPaymentFields(state).length > 0,
    paymentMethod: d.paymentMethod,
    currencyCode: d.currencyCode,
    epaymentsRecipientType: d.epaymentsRecipientType,
    countryCode: p.countryCode,
    vatType: d.vatType,
    vatId: d.vatId,
    payoneerPayeeStatus: u.payoneerPayeeStatus,
    paypalEmailVerifiedAt: u.paypalEmailVerifiedAt,
    connectWithPaypalUrl: u.connectWithPaypalUrl,
    paymentThreshold: u.paymentThreshold,
    paymentCounterVisible: u.paymentCounterVisible,
    customQuestionAnswers: state.customQuestionAnswers,
  };
}

const answersWhere = (state, pick) =>
  state.customQuestionAnswers.filter((a) => {
    const q = questionOf(state, a.customQuestionUuid);
    return q && pick(q);
  });

/** The profile form's current values (getProfile). */
export function profileView(state) {
  return { ...state.profile, customQuestionAnswers: answersWhere(state, isProfileQuestion) };
}

/** The payment form's current values (getPaymentDetails): fixed fields, method fields, answers. */
export function paymentDetailsView(state) {
  const d = state.paymentDetails;
  return {
    paymentMethod: d.paymentMethod,
    currencyCode: d.currencyCode,
    vatType: d.vatType,
    vatId: d.vatId,
    paypalEmail: d.paypalEmail,
    epaymentsRecipientType: d.epaymentsRecipientType,
    epaymentsRecipientId: d.epaymentsRecipientId,
    ...d.fields,
    customQuestionAnswers: answersWhere(state, isPaymentQuestion),
  };
}

/** The Company answer: closest payment month and days to it come from the earnings. */
export function companyView(state) {
  const pending = earningsView(state)
    .filter((e) => e.paymentStatus.key !== 'paid' && e.paymentStatus.key !== 'failed')
    .at(-1);
  const payDay = pending ? addDays(addMonths(pending.month, 1), 14) : null;
  const { features, ...rest } = state.company;
  return {
    ...rest,
    closestPaymentMonth: pending ? pending.month : null,
    daysToPayment: payDay ? Math.max(0, daysBetween(state.today, payDay)) : null,
    features,
  };
}

const daysBetween = (a, b) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000);

// ---------------------------------------------------------------------------------------
// Accounts and analytics

/** The account detail (getAccount): the account with its active contract. */
export const accountDetailView = (state, a) => ({
  ...a,
  activeAccountContract: state.accountContracts[a.uuid] ?? null,
});

const KINDS = ['likes', 'comments', 'shares', 'love', 'haha', 'wow', 'sad', 'angry'];
const REACTIONS = new Set(['love', 'haha', 'wow', 'sad', 'angry']);

/** A number from the account and the day, so any request for that day gives the same values. */
function dayRandom(uuid, day) {
  const n = Date.parse(`${day}T00:00:00Z`) / 86400000;
  return seeded((Number(uuid) * 73856093) ^ (n * 19349663));
}

/**
 * The account's daily analytics from its creation day (or `from`, when later) to today:
 * subscribers end today at the account's subscriber count; revenue only on YouTube;
 * reactions only on Facebook; dislikes only on YouTube. Each day's numbers depend only on
 * the account and the day.
 */
export function analyticsSeries(state, account, from = null) {
  const created = account.createdAt.slice(0, 10);
  const first = from && from > created ? from : created;
  const days = Math.max(1, daysBetween(created, state.today) + 1);
  const count = account.accountLifetimeStat.subscriberCount ?? 5000;
  const k = Math.floor(count / (2 * days));
  const scale = Math.max(1, Math.round(count / 30000));
  const platform = PLATFORM_OF[account.accountType];
  const series = [];
  for (let day = first; day <= state.today; day = addDays(day, 1)) {
    const r = dayRandom(account.uuid, day);
    const int = (min, max) => min + Math.floor(r() * (max - min + 1));
    const gained = int(0, 2 * k);
    const lost = int(0, k);
    const videoViews = int(200, 5000) * scale;
    const kinds = Object.fromEntries(
      KINDS.map((kind, i) => [
        `engagements_${kind}`,
        REACTIONS.has(kind) && platform !== 'facebook'
          ? 0
          : int(0, Math.ceil((60 * scale) / (i + 1))),
      ]),
    );
    const record = {
      day,
      subscribers: 0,
      subscribers_gained: gained,
      subscribers_lost: lost,
      revenue: platform === 'youtube' ? Math.round(videoViews * (0.5 + r()) * 0.3) / 100 : 0,
      videoViews,
      uploadedVideos: r() < 0.15 ? int(1, 3) : 0,
      watchTime: Math.round(videoViews * (1 + r() * 3)),
      impressions: videoViews * int(4, 9),
      engagements: Object.values(kinds).reduce((a, b) => a + b, 0),
      ...kinds,
    };
    if (platform === 'youtube') record.engagements_dislikes = int(0, 5 * scale);
    series.push(record);
  }
  let subscribers = count;
  for (let i = series.length - 1; i >= 0; i--) {
    series[i].subscribers = subscribers;
    subscribers -= series[i].subscribers_gained - series[i].subscribers_lost;
  }
  return series;
}

const int = (v) => (typeof v === 'number' ? v : /^[0-9]+$/.test(v ?? '') ? Number(v) : NaN);
const lastDayOfMonth = (first) => addDays(addMonths(first, 1), -1);

/**
 * The days a request covers: last_28_days and last_90_days end today; month needs year and
 * month (that calendar month, up to today); year needs year (that calendar year, up to today).
 * Returns `{ start, end }` or a 422 answer (missing or invalid year/month, or a period after today).
 */
export function analyticsRange(today, query) {
  const period = query.period;
  if (period === 'last_28_days') return { start: addDays(today, -27), end: today };
  if (period === 'last_90_days') return { start: addDays(today, -89), end: today };
  if (period !== 'month' && period !== 'year')
    return invalid('invalid_period', 'Unknown period.', {
      period: [
        { code: 'not_in_list', message: 'Choose last_28_days, last_90_days, month or year.' },
      ],
    });
  const year = int(query.year);
  const errors = {};
  if (Number.isNaN(year) || year < 2000 || year > 2100)
    errors.year = [
      { code: 'invalid', message: `The ${period} period needs a year from 2000 to 2100.` },
    ];
  const month = int(query.month);
  if (period === 'month' && (Number.isNaN(month) || month < 1 || month > 12))
    errors.month = [{ code: 'invalid', message: 'The month period needs a month from 1 to 12.' }];
  if (Object.keys(errors).length)
    return invalid('invalid_period', 'The period needs a valid year (and month).', errors);
  const start =
    period === 'month' ? `${year}-${String(month).padStart(2, '0')}-01` : `${year}-01-01`;
  if (start > today)
    return invalid('invalid_period', 'The period has not started yet.', {
      [period === 'month' ? 'month' : 'year']: [
        { code: 'future_date', message: 'This period is after the current one.' },
      ],
    });
  const end = period === 'month' ? lastDayOfMonth(start) : `${year}-12-31`;
  return { start, end: end < today ? end : today };
}

function analyticsView(state, uuid, query) {
  const account = findAccount(state, uuid);
  if (!account) return notFound('account');
  const range = analyticsRange(state.today, query);
  if (range.status) return range;
  const data = analyticsSeries(state, account, range.start).filter(
    (d) => d.day >= range.start && d.day <= range.end,
  );
  return ok({ data, periodStart: range.start, periodEnd: range.end });
}

// ---------------------------------------------------------------------------------------
// Campaigns, posts, submitted contents, comments, opportunities

const byNewest = (key) => (a, b) => (a[key] === b[key] ? b.id - a.id : a[key] < b[key] ? 1 : -1);

/** The campaign's posts, newest first. */
export const campaignPosts = (state, campaignId) =>
  state.posts.filter((p) => p.campaignId === campaignId).sort(byNewest('publishedAt'));
/** The campaign's submitted contents, newest first. */
export const campaignContents = (state, campaignId) =>
  state.submittedContents.filter((c) => c.campaignId === campaignId).sort(byNewest('createdAt'));

const unreadOf = (state, contentId) =>
  state.comments.filter((m) => m.contentId === contentId && !m.sentByCreator && !m.seen).length;

/** The id of the one item of a list, null when it has none or several. */
const onlyId = (list) => (list.length === 1 ? list[0].id : null);

/** The Campaign answer. */
export function campaignView(state, c) {
  const contents = state.submittedContents.filter((k) => k.campaignId === c.id);
  const slots = new Set(c.requirements.map((r) => r.id));
  const submitted = new Set(
    contents.map((k) => k.requirementId).filter((id) => id !== null && slots.has(id)),
  );
  const posts = campaignPosts(state, c.id);
  return {
    id: c.id,
    brand: c.brand,
    status: c.status,
    startDate: c.startDate,
    endDate: c.endDate,
    opportunityId: c.opportunityId,
    contractSignUrl: c.contractSignUrl,
    newContentReviews: contents.some((k) => unreadOf(state, k.id) > 0),
    newContentRejected: contents.some((k) => k.status === 'rejected'),
    rejectedContentId: onlyId(contents.filter((k) => k.status === 'rejected')),
    unreadContentId: onlyId(contents.filter((k) => unreadOf(state, k.id) > 0)),
    requiredPostsNumber: c.requirements.length,
    submittedPostsNumber: submitted.size,
    postCount: posts.length,
    latestPosts: posts.slice(0, 3).map((p) => ({ id: p.id, thumbnailUrl: p.thumbnailUrl })),
    isPaid: c.isPaid,
  };
}

/** The RequirementsStatus answer: every slot with its progress, counted per platform. */
export function requirementsView(state, c) {
  const contents = state.submittedContents.filter((k) => k.campaignId === c.id);
  const posts = state.posts.filter((p) => p.campaignId === c.id);
  const submittedBy = {};
  const requiredBy = {};
  const missingPosts = {};
  for (const r of c.requirements) {
    const submitted = contents.some((k) => k.requirementId === r.id);
    requiredBy[r.platform] = (requiredBy[r.platform] ?? 0) + 1;
    submittedBy[r.platform] = (submittedBy[r.platform] ?? 0) + (submitted ? 1 : 0);
    (missingPosts[r.platform] ??= []).push({
      id: r.id,
      postType: r.postType,
      contentType: r.contentType,
      publishBy: r.publishBy,
      posted: posts.some((p) => p.requirementId === r.id),
      submitted,
    });
  }
  return {
    submittedPostsNumber: Object.values(submittedBy).reduce((a, b) => a + b, 0),
    requiredPostsNumber: c.requirements.length,
    submittedPostsNumbersByPlatform: submittedBy,
    requiredPostsNumbersByPlatform: requiredBy,
    missingPosts,
  };
}

/**
 * A campaign's payment terms for the user: the original amount, and when the user is paid
 * in another currency, the estimate in it at today's rates (RATES), shown instead.
 */
export function paymentTerms(state, c) {
  const { originalPaymentAmount: amount, originalPaymentCurrency: from } = c.payment;
  const to = state.paymentDetails.currencyCode;
  const estimate = amount !== null && from && to && from !== to && RATES[from] && RATES[to];
  return {
    originalPaymentAmount: amount,
    originalPaymentCurrency: from,
    showPaymentAmountEstimated: Boolean(estimate),
    estimatedPaymentAmount: estimate ? round2((amount / RATES[from]) * RATES[to]) : null,
    userPaymentCurrency: to,
  };
}

/** The campaign Contract answer. */
export function contractView(state, c) {
  return {
    signUrl: c.contractSignUrl,
    contractUrl: c.contractSignUrl ? null : media.file(`campaign-contract-${c.id}`),
    ...paymentTerms(state, c),
  };
}

/** The Post answer. */
export function postView(state, p) {
  return {
    id: p.id,
    type: p.type,
    content: p.content,
    thumbnailUrl: p.thumbnailUrl,
    platform: p.platform,
    account: { title: findAccount(state, p.accountUuid)?.title ?? '' },
    publishedAt: p.publishedAt,
  };
}

/** The SubmittedContent answer. */
export function contentView(state, k) {
  const account = findAccount(state, k.accountUuid);
  const thread = state.comments.filter((m) => m.contentId === k.id);
  return {
    id: k.id,
    status: k.status,
    type: k.type,
    accountRemoteId: account?.pageId ?? String(k.accountUuid),
    contentType: k.contentType,
    title: k.title,
    content: k.content,
    mediaFiles: k.mediaFiles,
    thumbnailUrl: k.thumbnailUrl,
    displayedHeader: k.displayedHeader,
    platform: account ? PLATFORM_OF[account.accountType] : 'youtube',
    account: { title: account?.title ?? '' },
    createdAt: k.createdAt,
    isPending: k.status === 'pending',
    isApproved: k.status === 'approved' || k.status === 'live',
    isRejected: k.status === 'rejected',
    totalMessageCount: thread.length,
    unreadMessageCount: thread.filter((m) => !m.sentByCreator && !m.seen).length,
  };
}

/** The thread of a submitted content, oldest first, with senders. */
export function commentsView(state, k) {
  const campaign = findCampaign(state, k.campaignId);
  const me = userView(state);
  return state.comments
    .filter((m) => m.contentId === k.id)
    .sort((a, b) =>
      a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1,
    )
    .map((m) => ({
      id: m.id,
      content: m.content,
      type: m.type,
      sender: m.sentByCreator
        ? { name: me.fullName, avatar: me.avatar }
        : { name: `${campaign?.brand ?? 'Brand'} team`, avatar: null },
      sentByCreator: m.sentByCreator,
      seen: m.seen,
      createdAt: m.createdAt,
    }));
}

/** The Opportunity answer: requirements come from its campaign's slots. */
export function opportunityView(state, op) {
  const c = findCampaign(state, op.campaignId);
  const requirements = {};
  const postsCountByPlatform = {};
  for (const r of c.requirements) {
    postsCountByPlatform[r.platform] = (postsCountByPlatform[r.platform] ?? 0) + 1;
    const list = ((requirements[r.platform] ??= {})[r.postType] ??= []);
    const same = list.find((x) => x.contentType === r.contentType && x.publishBy === r.publishBy);
    if (same) same.postCount += 1;
    else list.push({ id: r.id, contentType: r.contentType, postCount: 1, publishBy: r.publishBy });
  }
  return {
    id: op.id,
    brand: c.brand,
    ...paymentTerms(state, c),
    platforms: Object.keys(postsCountByPlatform),
    requiredPostsNumber: c.requirements.length,
    requirements,
    postsCountByPlatform,
    message: op.message,
    acceptUrl: op.acceptUrl,
    rejectUrl: op.rejectUrl,
  };
}

/** The content types a campaign accepts: its content types on each of its accounts' platforms. */
export function availableContentTypesView(state, c) {
  const platforms = [
    ...new Set(
      c.accountUuids
        .map((u) => findAccount(state, u))
        .filter(Boolean)
        .map((a) => PLATFORM_OF[a.accountType]),
    ),
  ];
  return platforms.flatMap((platform) =>
    c.contentTypes.map((contentType) => ({
      platform,
      contentType,
      postTypes: POST_TYPES[platform],
    })),
  );
}

// ---------------------------------------------------------------------------------------
// Pagination

const encodeToken = (list, offset) =>
  Buffer.from(JSON.stringify({ l: list, o: offset })).toString('base64url');

function decodeToken(token, list) {
  try {
    const t = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (t && t.l === list && Number.isInteger(t.o) && t.o >= 0) return t.o;
  } catch {
    // falls through: not a token
  }
  return null;
}

/**
 * One page of `items` (already ordered) under the key `field`; `list` names the list so a
 * token of another list is refused.
 */
export function paginate(items, query, list, field, view = (x) => x) {
  const token = query?.next_page_token;
  let offset = 0;
  if (token !== undefined && token !== null && token !== '') {
    offset = decodeToken(token, list);
    if (offset === null)
      return invalid('invalid_page_token', 'The page token is not one of this list.', {
        next_page_token: [{ code: 'invalid', message: 'This is not a page token of this list.' }],
      });
  }
  const end = offset + PAGE_SIZE;
  return ok({
    [field]: items.slice(offset, end).map(view),
    nextPageToken: end < items.length ? encodeToken(list, end) : null,
  });
}

// ---------------------------------------------------------------------------------------
// Earnings and payments

const REVENUE_PARTS = [
  'partnerProvided',
  'ugcContentId',
  'descriptiveSearch',
  'other',
  'red',
  'sponsorship',
  'superchat',
  'ownedAndOperated',
];

/** The revenue share of each part, from the account's percentages (70% without any). */
function shareOf(part, pct) {
  if (!pct) return 70;
  if (part === 'ugcContentId') return pct.channelUgcPercentage ?? 70;
  if (part === 'ownedAndOperated') return pct.channelOwnedAndOperatedPercentage ?? 70;
  if (part === 'red' || part === 'sponsorship' || part === 'superchat')
    return pct.channelPaidFeaturesPercentage ?? 70;
  return pct.channelPartnerProvidedPercentage ?? 70;
}

const TAX_RATE = 0.1;
const times = (obj, rate) =>
  Object.fromEntries(
    Object.entries(obj).map(([k, v]) => [k, v === null ? null : round2(v * rate)]),
  );

/**
 * Every month's numbers, oldest first: channel gross is the sum of its revenue parts; net is
 * the revenue share (or the month's tier percentage); tax 10% of net in tax months; VAT on
 * licensing (net - tax) and on campaign line items; a failed or on-hold month carries its
 * payable amount over to the next month; unpaidBalance is the payable amount of an unpaid
 * month (0 once paid); the paid amount is the payable amount in the paid currency.
 */
export function earningsLedger(state) {
  const months = [...state.earnings].sort((a, b) => (a.month < b.month ? -1 : 1));
  const out = [];
  let carry = 0;
  /** The carried amount in the preferred currency of the month it came from. */
  let carryPreferred = null;
  for (const m of months) {
    const channels = m.channels.map((ch) => {
      const account = findAccount(state, ch.accountUuid);
      const gross = sum(REVENUE_PARTS.map((p) => ch.revenue[p]));
      return { ch, account, gross };
    });
    const totalGross = sum(channels.map((c) => c.gross));
    const tier = m.revenueTiers.find(
      (t) => totalGross >= t.minAmount && (t.maxAmount === null || totalGross < t.maxAmount),
    );
    const rows = channels.map(({ ch, account, gross }) => {
      const net = tier
        ? round2((gross * tier.percentage) / 100)
        : sum(REVENUE_PARTS.map((p) => (ch.revenue[p] * shareOf(p, account?.percentages)) / 100));
      const virtual = account?.accountType === 'virtual';
      const tax = m.taxMonths.length && !virtual ? round2(net * TAX_RATE) : 0;
      return { ch, account, virtual, usd: { gross, net, tax, ...ch.revenue } };
    });
    const net = sum(rows.map((r) => r.usd.net));
    const tax = sum(rows.map((r) => r.usd.tax));
    const lineItemsAmount = sum(m.lineItems.map((l) => l.amountUsd));
    const campaignItems = sum(
      m.lineItems.filter((l) => l.kind === 'campaign').map((l) => l.amountUsd),
    );
    const vatL = m.vat ? round2(((net - tax) * m.vat.licensing) / 100) : null;
    const vatC = m.vat ? round2((campaignItems * m.vat.campaign) / 100) : null;
    const carryoverAmount = carry;
    const own = round2(net - tax + lineItemsAmount + (vatL ?? 0) + (vatC ?? 0));
    const payable = round2(own + carryoverAmount);
    const currency = m.paidCurrency ?? state.paymentDetails.currencyCode ?? 'USD';
    const rate = m.rates[currency] ?? 1;
    // A carried-over amount keeps the figure of the month it came from (that month's rate),
    // in the preferred currency too; one carried from another currency is converted at today's.
    const carriedPreferred =
      carryPreferred?.currency === currency ? carryPreferred.amount : round2(carry * rate);
    const payablePreferred = round2(round2(own * rate) + carriedPreferred);
    const unpaid = m.status === 'failed' || m.status === 'on_hold';
    carry = unpaid ? payable : 0;
    carryPreferred = unpaid ? { currency, amount: payablePreferred } : null;
    out.push({
      m,
      rows,
      currency,
      rate,
      payable,
      payablePreferred,
      carriedPreferred,
      paidDate:
        m.status === 'paid' || m.status === 'failed' ? addDays(addMonths(m.month, 1), 14) : null,
      usd: {
        totalChannelGrossEarnings: totalGross,
        totalChannelNetEarnings: net,
        totalYoutubeTax: tax,
        lineItemsAmount,
        vatAmountForLicensingRevenueType: vatL,
        vatAmountForCampaignRevenueType: vatC,
        carryoverAmount,
        unpaidBalance: m.status === 'paid' ? 0 : payable,
      },
    });
  }
  return out;
}

/** The YoutubeEarning answers, newest first. */
export function earningsView(state) {
  return earningsLedger(state)
    .reverse()
    .map(({ m, rows, currency, rate, payablePreferred, carriedPreferred, paidDate, usd }) => {
      const channel = (r) => ({
        ...(r.virtual
          ? { accountId: r.account.id, accountName: r.account.name }
          : { channelId: r.account.pageId, channelTitle: r.account.title }),
        channelAvatar: r.account.avatar,
        youtubeEarningInUsd: r.usd,
        youtubeEarningInPreferredCurrency: times(r.usd, rate),
        channelPartnerProvidedPercentage:
          r.account.percentages?.channelPartnerProvidedPercentage ?? null,
        channelPaidFeaturesPercentage: r.account.percentages?.channelPaidFeaturesPercentage ?? null,
        channelUgcPercentage: r.account.percentages?.channelUgcPercentage ?? null,
        channelOwnedAndOperatedPercentage:
          r.account.percentages?.channelOwnedAndOperatedPercentage ?? null,
        youtubeTaxes: r.virtual ? [] : m.taxMonths.map((month) => ({ month })),
      });
      return {
        id: m.id,
        month: m.month,
        combinedVideoReportsState: m.combinedVideoReportsState,
        hasRevenueTier: m.revenueTiers.length > 0,
        userRevenueTiers: m.revenueTiers,
        preferredCurrencyIsoCode: currency,
        userEarningInUsd: usd,
        userEarningInPreferredCurrency: {
          ...times(usd, rate),
          carryoverAmount: carriedPreferred,
          unpaidBalance: m.status === 'paid' ? 0 : payablePreferred,
        },
        userPayment:
          m.status === 'paid'
            ? { paidDate, paidAmount: payablePreferred, paidCurrency: currency }
            : null,
        paymentStatus: { key: m.status, failureMessage: m.failureMessage },
        applyVat: Boolean(m.vat),
        licensingVatPercentage: m.vat?.licensing ?? null,
        campaignVatPercentage: m.vat?.campaign ?? null,
        youtubeTaxes: m.taxMonths.map((month) => ({ month })),
        channelEarnings: rows.filter((r) => !r.virtual).map(channel),
        virtualAccountEarnings: rows.filter((r) => r.virtual).map(channel),
        lineItems: m.lineItems.map((l) => ({
          description: l.description,
          inUsd: { amount: l.amountUsd },
          inPreferredCurrency: { amount: round2(l.amountUsd * rate) },
        })),
        hasAccessibleVideosReport: m.hasAccessibleVideosReport,
      };
    });
}

/** The payment made (or attempted) for each paid or failed month, plus the other payments; newest first. */
export function paymentsView(state) {
  const fromEarnings = earningsLedger(state)
    .filter((e) => e.paidDate)
    .map((e) => ({
      uuid: `00000000-0000-4000-8000-${String(e.m.id).padStart(12, '0')}`,
      paidAt: `${e.paidDate}T10:00:00Z`,
      amountPaidValue: e.payablePreferred,
      amountPaidCurrency: e.currency,
      paymentMethod: e.m.paymentMethod ?? 'nopaymentmethod',
      simpleStatus: e.m.status === 'paid' ? 'paid' : 'failed',
      reference: e.m.reference,
    }));
  return [...fromEarnings, ...state.payments].sort((a, b) =>
    a.paidAt === b.paidAt ? (a.uuid < b.uuid ? 1 : -1) : a.paidAt < b.paidAt ? 1 : -1,
  );
}

/** The file a video revenue report points to (the `video_revenue_report_ready` payload). */
export function videoRevenueReportReady(channelId, month) {
  return {
    fileUrl: media.file(`video-revenue-report-${channelId}-${month.slice(0, 7)}`, 'csv'),
    channelId,
    month,
  };
}

// ---------------------------------------------------------------------------------------
// read()

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

const LISTS = {
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
};

/** Every GET operation `read` answers. */
export const readOperations = Object.keys(LISTS);

/**
 * Answers a GET operation from a persona's world. `path` and `query` hold the request's
 * path and query parameters as strings. Returns `{ status, body }`; the body is a fresh
 * copy, safe to change.
 * @param {string} operationId
 * @param {object} state a `seed()` world
 * @param {{ path?: Record<string, string>, query?: Record<string, string> }} [request]
 */
export function read(operationId, state, { path = {}, query = {} } = {}) {
  const view = LISTS[operationId];
  if (!view) throw new Error(`read: ${operationId} is not a GET operation of the contract`);
  if (state.signedOut || state.persona === SIGNED_OUT)
    return { status: 401, body: { ...UNAUTHORIZED } };
  const { status, body } = view(state, { path, query });
  return { status, body: structuredClone(body) };
}
