// The write side of the mock API: each function checks a request like the backend would
// (docs/product-rules.md#submitting-content), changes the persona's world (a dataset.mjs `seed`) and returns
// `{ status, body }`. They touch only primary facts, so every read (views.mjs) stays
// consistent after them. Refusals: 404 `{code, message}` for unknown ids, 422
// `{code, message, errors: {<field path>: [messages]}, codes: {<field path>: [codes]}}` for
// refused input (field-errors.mjs; 409 where noted).
import { isValidIBAN } from 'ibantools';
import { bankFieldIssue } from '../../../packages/api-client/src/rules/bank-details.js';
import { PLATFORM_OF, POST_TYPES } from './dataset.mjs';
import { fieldErrors } from './field-errors.mjs';
import { media } from './media.mjs';
import { PROFILE_FIELDS, TIKTOK_PROFILE_URL } from './platform-rules.mjs';
import { commentsView, contentView } from './views/campaigns.mjs';
import {
  findAccount,
  findCampaign,
  findContent,
  isPaymentQuestion,
  isProfileQuestion,
  nextId,
} from './views/lookups.mjs';
import { paymentMethodsFor, requiredPaymentFields, userView } from './views/user.mjs';

const blank = (v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ok = (body, status = 200) => ({ status, body });
const notFound = (what) => ({
  status: 404,
  body: { code: `${what.replace(/ /g, '_')}_not_found`, message: `No such ${what} for this user.` },
});
/**
 * 422 with per-field errors: `issues` is `{path: [code | {code, message}]}` (non-empty; see
 * field-errors.mjs), answered as the contract's `errors` and `codes`.
 */
export const refused = (
  issues,
  message = 'Please correct the fields.',
  code = 'validation_failed',
  extra = {},
) => ({
  status: 422,
  body: { code, ...extra, message, ...fieldErrors(issues) },
});

/** The day `years` years before `day` (YYYY-MM-DD). */
const yearsBefore = (day, years) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

/** A birth date's refusal: a date, not in the future, of someone at least 13 (docs/product-rules.md#settings-profile). */
export function birthDateIssue(value, today) {
  if (!DATE.test(value) || Number.isNaN(Date.parse(value))) return 'invalid_date';
  if (value > today) return 'future_date';
  if (value > yearsBefore(today, 13)) return 'too_young';
  return null;
}

/**
 * "now" on the dataset's clock: `state.now` when set (fixed for generated examples), else
 * the dataset's day at the real time of day (so new things sort newest).
 */
export const nowIn = (state) =>
  state.now ?? `${state.today}T${new Date().toISOString().slice(11, 19)}Z`;

/** Checks the answers to the custom questions of one form; adds messages to `errors`. */
function checkAnswers(state, answers, pick, errors) {
  const list = Array.isArray(answers) ? answers : [];
  list.forEach((a, i) => {
    const q = state.customQuestions.find((k) => k.uuid === a?.customQuestionUuid);
    if (!q || !pick(q))
      errors[`customQuestionAnswers[${i}].customQuestionUuid`] = ['not_a_question'];
    else if (q.required && blank(a.answer))
      errors[`customQuestionAnswers[${i}].answer`] = ['blank'];
  });
  for (const q of state.customQuestions.filter((k) => k.required && pick(k)))
    if (!list.some((a) => a?.customQuestionUuid === q.uuid))
      errors[`customQuestionAnswers[${list.length}].answer`] = [
        { code: 'blank', message: `"${q.question}" is required.` },
      ];
  return list;
}

/** Replaces the answers of one form's questions, keeping the others' and the saved ids. */
function saveAnswers(state, answers, pick) {
  const kept = state.customQuestionAnswers.filter((a) => {
    const q = state.customQuestions.find((k) => k.uuid === a.customQuestionUuid);
    return !q || !pick(q);
  });
  const saved = answers.map((a) => {
    const old = state.customQuestionAnswers.find(
      (x) => x.customQuestionUuid === a.customQuestionUuid,
    );
    return {
      id: old?.id ?? nextId(state, 'customQuestionAnswer'),
      customQuestionUuid: a.customQuestionUuid,
      answer: String(a.answer ?? ''),
    };
  });
  state.customQuestionAnswers = [...kept, ...saved];
}

/**
 * updateProfile (PUT /api/user/me.json): required fields by the company flags, email and date
 * formats, language, country and state from their lists, answers to required profile
 * questions. Touches `profile`, `customQuestionAnswers`. Answers the User.
 */
export function updateProfile(state, body = {}) {
  const c = state.company;
  const errors = {};
  const need = (field, when = true) => {
    if (when && blank(body[field])) errors[field] = ['blank'];
  };
  need('firstName');
  need('email');
  need('birthDate');
  need('language', !c.monolingual);
  need('furiganaLastName', c.features.furigana);
  need('furiganaFirstName', c.features.furigana);
  need('lastName', c.requireLastName);
  need('countryCode', c.requireCountry);
  need('sex', c.showGender && c.requireGender);
  for (const f of ['state', 'city', 'streetAddress', 'zipCode'])
    need(f, c.showAddress && c.requireAddress);
  need('telephone', c.showTelephone && c.requireTelephone);
  need('personalId', c.features.personalId);
  if (!blank(body.email) && !EMAIL.test(body.email)) errors.email = ['invalid_email'];
  const birth = blank(body.birthDate) ? null : birthDateIssue(body.birthDate, state.today);
  if (birth) errors.birthDate = [birth];
  if (!blank(body.sex) && !['male', 'female', 'other'].includes(body.sex))
    errors.sex = ['not_in_list'];
  if (!blank(body.language) && !c.availableLanguages.includes(body.language))
    errors.language = ['not_in_list'];
  if (!blank(body.countryCode) && !state.countries.some((k) => k.code === body.countryCode))
    errors.countryCode = ['not_in_list'];
  const states = state.states[body.countryCode];
  if (states && !blank(body.state) && !states.some((s) => s.code === body.state))
    errors.state = ['not_in_list'];
  const answers = checkAnswers(state, body.customQuestionAnswers, isProfileQuestion, errors);
  if (Object.keys(errors).length) return refused(errors);
  for (const f of PROFILE_FIELDS) state.profile[f] = blank(body[f]) ? null : body[f];
  saveAnswers(state, answers, isProfileQuestion);
  return ok(userView(state));
}

/**
 * updateCountry (PUT /api/user/me/country.json): a country of the list. Touches
 * `profile.countryCode` and clears `profile.state` when it is not a state of the new country.
 * Payment methods (listPaymentMethods) follow the new country.
 */
export function updateCountry(state, body = {}) {
  if (blank(body.countryCode)) return refused({ countryCode: ['blank'] });
  if (!state.countries.some((k) => k.code === body.countryCode))
    return refused({ countryCode: ['not_in_list'] });
  const states = state.states[body.countryCode];
  if (
    body.countryCode !== state.profile.countryCode &&
    !(states ?? []).some((s) => s.code === state.profile.state)
  )
    state.profile.state = null;
  state.profile.countryCode = body.countryCode;
  return ok(userView(state));
}

const FIXED_PAYMENT_FIELDS = ['paypalEmail', 'epaymentsRecipientType', 'epaymentsRecipientId'];

/**
 * updatePaymentDetails (PUT /api/user/me/payment_details.json): a method offered for the
 * user's country ('Country is required for this payment method' on paymentMethod without a
 * country), its fields when the company requires payment details, the formats of emails,
 * IBANs, routing and account numbers and SWIFT/BIC codes (the app's rule module), currency and VAT type
 * from the company's lists, answers to required payment questions. Touches `paymentDetails`,
 * `customQuestionAnswers`, and `user.paypalEmailVerifiedAt` (null when the PayPal email changes).
 */
export function updatePaymentDetails(state, body = {}) {
  const c = state.company;
  if (c.hasPaymentProvider) return updateProviderPaymentDetails(state, body);
  const errors = {};
  const country = state.profile.countryCode;
  const method = state.paymentMethods.find((m) => m.id === body.paymentMethod);
  if (blank(body.paymentMethod)) errors.paymentMethod = ['blank'];
  else if (blank(country)) errors.paymentMethod = ['country_required'];
  else if (!method || !paymentMethodsFor(state, country).includes(method))
    errors.paymentMethod = ['method_not_available'];
  const required = requiredPaymentFields(state, method);
  for (const f of method?.fields ?? []) {
    const value = body[f.name];
    if (blank(value)) {
      if (required.includes(f.name)) errors[f.name] = ['blank'];
    } else if (f.options.length && !f.options.some((o) => o.value === value))
      errors[f.name] = ['not_in_list'];
    else {
      const issue = bankFieldIssue(method.id, f.name, String(value));
      if (issue) errors[f.name] = [issue];
    }
  }
  if (!blank(body.paypalEmail) && !EMAIL.test(body.paypalEmail))
    errors.paypalEmail = ['invalid_email'];
  if (!blank(body.iban) && !isValidIBAN(String(body.iban).replace(/\s+/g, '').toUpperCase()))
    errors.iban = ['invalid_iban'];
  if (!blank(body.currencyCode) && !c.currencies.includes(body.currencyCode))
    errors.currencyCode = ['not_in_list'];
  if (c.features.vat && !blank(body.vatType) && !c.vatTypes.includes(body.vatType))
    errors.vatType = ['not_in_list'];
  const answers = checkAnswers(state, body.customQuestionAnswers, isPaymentQuestion, errors);
  if (Object.keys(errors).length) return refused(errors);
  const d = state.paymentDetails;
  const fields = {};
  for (const f of method.fields)
    if (!FIXED_PAYMENT_FIELDS.includes(f.name)) fields[f.name] = body[f.name] ?? null;
  const paypalEmail = method.id === 'paypal' ? (body.paypalEmail ?? null) : null;
  if (paypalEmail !== d.paypalEmail) state.user.paypalEmailVerifiedAt = null;
  state.paymentDetails = {
    paymentMethod: method.id,
    currencyCode: blank(body.currencyCode)
      ? c.currencies.length === 1
        ? c.currencies[0]
        : d.currencyCode
      : body.currencyCode,
    vatType: c.features.vat ? (body.vatType ?? null) : null,
    vatId: c.features.vat ? (body.vatId ?? null) : null,
    paypalEmail,
    epaymentsRecipientType:
      method.id === 'epayments' ? (body.epaymentsRecipientType ?? null) : null,
    epaymentsRecipientId: method.id === 'epayments' ? (body.epaymentsRecipientId ?? null) : null,
    fields,
  };
  saveAnswers(state, answers, isPaymentQuestion);
  return ok(userView(state));
}

/**
 * updatePaymentDetails for a company with a payment provider: the provider holds the method,
 * its fields and the currency (kept as saved); VAT and the payment questions' answers are saved.
 */
function updateProviderPaymentDetails(state, body) {
  const c = state.company;
  const errors = {};
  if (c.features.vat && !blank(body.vatType) && !c.vatTypes.includes(body.vatType))
    errors.vatType = ['not_in_list'];
  const answers = checkAnswers(state, body.customQuestionAnswers, isPaymentQuestion, errors);
  if (Object.keys(errors).length) return refused(errors);
  if (c.features.vat)
    Object.assign(state.paymentDetails, {
      vatType: body.vatType ?? null,
      vatId: body.vatId ?? null,
    });
  saveAnswers(state, answers, isPaymentQuestion);
  return ok(userView(state));
}

const IMAGE = /\.(jpe?g|gif|png)$/i;
const TITLED = (platform, type) =>
  type === 'igtv' || platform === 'youtube' || platform === 'twitch';

/** Checks a `post` against the campaign: account, post type, content type, text and media. */
function checkPost(state, campaign, post, current) {
  const errors = {};
  if (!post || typeof post !== 'object')
    return { errors: { post: [{ code: 'blank', message: 'The post is missing.' }] } };
  const account = campaign.accountUuids
    .map((u) => findAccount(state, u))
    .find((a) => a && a.pageId === post.accountRemoteId);
  if (blank(post.accountRemoteId))
    errors['post.accountRemoteId'] = [{ code: 'blank', message: 'Choose an account.' }];
  else if (!account)
    errors['post.accountRemoteId'] = [
      { code: 'not_in_list', message: 'This account is not part of this campaign.' },
    ];
  const platform = account ? PLATFORM_OF[account.accountType] : null;
  if (blank(post.type)) errors['post.type'] = [{ code: 'blank', message: 'Choose a post type.' }];
  else if (platform && !POST_TYPES[platform].includes(post.type))
    errors['post.type'] = [
      { code: 'not_in_list', message: `This is not a post type of ${platform}.` },
    ];
  if (blank(post.contentType))
    errors['post.contentType'] = [{ code: 'blank', message: 'Choose a content type.' }];
  else if (!campaign.contentTypes.includes(post.contentType))
    errors['post.contentType'] = [
      { code: 'not_in_list', message: 'This is not a content type of this campaign.' },
    ];
  if (platform === 'facebook' && post.type === 'text' && blank(post.content))
    errors['post.content'] = [{ code: 'blank', message: 'Write the text of the post.' }];
  const files = Array.isArray(post.mediaFiles) ? post.mediaFiles : [];
  if (post.type === 'text' && files.length)
    errors['post.mediaFiles'] = [{ code: 'not_allowed', message: 'Text posts take no media.' }];
  if (post.type && post.type !== 'text' && !files.length)
    errors['post.mediaFiles'] = [{ code: 'blank', message: 'Add a file.' }];
  if (files.length > 1 && post.type !== 'carousel')
    errors['post.mediaFiles'] = [
      { code: 'too_long', message: 'Only carousels take several files.' },
    ];
  const accepts = { photo: 'image', video: 'video', live: 'video', reel: 'video', igtv: 'video' }[
    post.type
  ];
  if (accepts && files.some((u) => (IMAGE.test(u) ? 'image' : 'video') !== accepts))
    errors['post.mediaFiles'] = [
      { code: 'invalid_type', message: `A ${post.type} takes ${accepts} files.` },
    ];
  let requirementId = post.requirementId ?? null;
  const free = (r) =>
    r.platform === platform &&
    r.postType === post.type &&
    r.contentType === post.contentType &&
    !state.submittedContents.some((k) => k.requirementId === r.id && k !== current);
  if (requirementId !== null) {
    const r = campaign.requirements.find((x) => x.id === requirementId);
    if (!r || (!free(r) && current?.requirementId !== r.id))
      errors['post.requirementId'] = [
        {
          code: 'not_allowed',
          message: 'This is not an open required post of this campaign for this type.',
        },
      ];
  } else if (current && campaign.requirements.some((r) => r.id === current.requirementId)) {
    const r = campaign.requirements.find((x) => x.id === current.requirementId);
    requirementId =
      r.platform === platform && r.postType === post.type && r.contentType === post.contentType
        ? r.id
        : null;
    if (requirementId === null) requirementId = campaign.requirements.find(free)?.id ?? null;
  } else requirementId = campaign.requirements.find(free)?.id ?? null;
  return { errors, account, platform, files, requirementId };
}

/** The first field's message (the submit error the form shows). */
const summary = (issues) => fieldErrors(issues).errors[Object.keys(issues)[0]][0];

/** The stored fields of a submitted content from a checked post. */
function contentFields(post, checked, id) {
  const { platform, files } = checked;
  const title = TITLED(platform, post.type) && !blank(post.title) ? post.title : null;
  const text = blank(post.content) ? null : post.content;
  const header = title ?? text ?? `${platform} ${post.type}`;
  return {
    requirementId: checked.requirementId,
    type: post.type,
    contentType: post.contentType,
    accountUuid: checked.account.uuid,
    title,
    content: text,
    mediaFiles: files.map((url) => ({ url })),
    thumbnailUrl: files.length
      ? IMAGE.test(files[0])
        ? files[0]
        : media.thumb('content', id)
      : null,
    displayedHeader: header.length > 70 ? `${header.slice(0, 69)}…` : header,
  };
}

/**
 * Why a campaign takes no submission now (docs/product-rules.md#campaigns-and-opportunities: only active campaigns, contract
 * signed, opportunity accepted): a 422 with the code and a sentence a person can read, or null.
 */
export function submissionRefusal(campaign) {
  const refuse = (code, message) =>
    refused({ post: [{ code: 'not_allowed', message }] }, message, code);
  if (campaign.opportunityId !== null)
    return refuse(
      'opportunity_not_accepted',
      'Accept the opportunity first: then you can submit content.',
    );
  if (campaign.status === 'upcoming')
    return refuse('campaign_not_started', 'This campaign has not started yet.');
  if (campaign.status === 'completed')
    return refuse('campaign_ended', 'This campaign has ended: content can no longer be submitted.');
  if (campaign.contractSignUrl)
    return refuse('contract_not_signed', 'Sign the contract first: then you can submit content.');
  return null;
}

/**
 * createSubmittedContent (POST .../campaigns/{id}/submitted_contents.json, body {post}).
 * Refused (422) for an unknown campaign and where the campaign takes no content
 * (submissionRefusal). Fills the given
 * `post.requirementId`, else the first open slot of the same platform, type and content type
 * (none: a free submission). Touches `submittedContents`. Answers 201.
 */
export function createSubmittedContent(state, campaignId, body = {}) {
  const campaign = findCampaign(state, campaignId);
  // The contract declares no 404 here: an unknown campaign is a refused `id` (422).
  if (!campaign)
    return refused(
      { id: [{ code: 'not_allowed', message: 'No such campaign for this user.' }] },
      'No such campaign for this user.',
      'campaign_not_found',
    );
  const closed = submissionRefusal(campaign);
  if (closed) return closed;
  const checked = checkPost(state, campaign, body.post, null);
  if (Object.keys(checked.errors).length) return refused(checked.errors, summary(checked.errors));
  const id = nextId(state, 'submittedContent');
  const k = {
    id,
    campaignId: campaign.id,
    status: 'pending',
    createdAt: nowIn(state),
    ...contentFields(body.post, checked, id),
  };
  state.submittedContents.push(k);
  return ok(contentView(state, k), 201);
}

/**
 * updateSubmittedContent (PUT .../submitted_contents/{contentId}.json, body {post}): only
 * pending or rejected content; it goes back to pending and a `resubmitted` event joins the
 * thread. Touches the content and `comments`.
 */
export function updateSubmittedContent(state, campaignId, contentId, body = {}) {
  const campaign = findCampaign(state, campaignId);
  if (!campaign) return notFound('campaign');
  const k = findContent(state, campaignId, contentId);
  if (!k) return notFound('submitted content');
  if (k.status === 'approved' || k.status === 'live')
    return refused(
      { post: [{ code: 'not_allowed', message: `Content cannot change once ${k.status}.` }] },
      'Approved content cannot be changed.',
      'content_locked',
    );
  const checked = checkPost(state, campaign, body.post, k);
  if (Object.keys(checked.errors).length) return refused(checked.errors, summary(checked.errors));
  Object.assign(k, contentFields(body.post, checked, k.id), { status: 'pending' });
  state.comments.push({
    id: nextId(state, 'comment'),
    contentId: k.id,
    content: 'Resubmitted',
    type: 'resubmitted',
    sentByCreator: true,
    seen: false,
    createdAt: nowIn(state),
  });
  return ok(contentView(state, k));
}

/** createComment (POST .../comments.json, body {comment: {content}}). Answers 201 with the comment. */
export function createComment(state, campaignId, contentId, body = {}) {
  if (!findCampaign(state, campaignId)) return notFound('campaign');
  const k = findContent(state, campaignId, contentId);
  if (!k) return notFound('submitted content');
  const text = body.comment?.content;
  if (blank(text))
    return refused(
      { 'comment.content': [{ code: 'blank', message: 'Please write a message.' }] },
      'Please write a message.',
    );
  const m = {
    id: nextId(state, 'comment'),
    contentId: k.id,
    content: text,
    type: 'comment',
    sentByCreator: true,
    seen: false,
    createdAt: nowIn(state),
  };
  state.comments.push(m);
  return ok(
    commentsView(state, k).find((x) => x.id === m.id),
    201,
  );
}

/** markCommentsAsRead (PUT .../comments/mark_as_read.json): the company's messages become seen. 204. */
export function markCommentsAsRead(state, campaignId, contentId) {
  if (!findCampaign(state, campaignId)) return notFound('campaign');
  const k = findContent(state, campaignId, contentId);
  if (!k) return notFound('submitted content');
  for (const m of state.comments) if (m.contentId === k.id && !m.sentByCreator) m.seen = true;
  return { status: 204, body: null };
}

const PROVIDERS = ['youtube', 'facebook', 'instagram', 'twitter', 'twitch', 'tiktok_creator'];

/**
 * Checks a connectAccount body (`{provider}`); the HTTP layer answers 200 with its own
 * `authorizationUrl` (the consent page) when this gives null. Refusals carry `header`
 * (the failed notice's title, docs/product-rules.md#errors-and-messages) beside `message`.
 */
export function checkConnectAccount(state, body = {}) {
  if (!PROVIDERS.includes(body.provider))
    return refused(
      { provider: [{ code: 'not_in_list', message: 'This provider is not supported.' }] },
      'This provider is not supported.',
      'provider_not_supported',
      { header: 'Cannot connect this account' },
    );
  return null;
}

/**
 * Adds the account a finished connection (consent page) brings: authed, partnership
 * pending, no contract yet. Touches `accounts`, `accountContracts`. Returns the account.
 */
export function addConnectedAccount(state, provider, { name, handle } = {}) {
  const id = nextId(state, 'account');
  const uuid = String(id + 1000);
  const platform = PLATFORM_OF[provider];
  const now = nowIn(state);
  const h = handle ?? `${state.profile.firstName ?? 'creator'}${id}`.toLowerCase();
  const account = {
    id,
    uuid,
    pageId: `${platform}-${id}`,
    pageName: h,
    username: h,
    authenticationStatus: 'authed',
    authable: true,
    unpublished: false,
    partnerApplicationState: 'pending',
    url: null,
    avatar: media.avatar('account', uuid),
    thumbnailUrl: media.thumb('account', uuid),
    cmsPresent: false,
    revokeAuthorizationLink: null,
    accountLifetimeStat: { subscriberCount: 0 },
    percentages: null,
    canUpgradeToBusiness: false,
    title: name ?? h,
    name: name ?? h,
    accountType: provider,
    provider,
    platform,
    createdAt: now,
    authorizedOn: now,
  };
  state.accounts.push(account);
  state.accountContracts[uuid] = null;
  return account;
}

/**
 * connectTiktokAccount (POST /api/user/me/accounts/tiktok.json, body {url}): a TikTok
 * profile URL (https://www.tiktok.com/@handle) not connected yet. Answers 201 with the account.
 */
export function connectTiktokAccount(state, body = {}) {
  const match = TIKTOK_PROFILE_URL.exec(body.url ?? '');
  if (!match)
    return refused(
      { url: [{ code: 'invalid_format', message: 'This is not a TikTok profile URL.' }] },
      'This is not a TikTok profile URL.',
      'invalid_tiktok_url',
      { header: 'Cannot connect this account' },
    );
  if (state.accounts.some((a) => a.accountType === 'tiktok_creator' && a.username === match[2]))
    return refused(
      { url: [{ code: 'taken', message: 'This TikTok account is connected already.' }] },
      'This TikTok account is connected already.',
      'account_already_connected',
      { header: 'Cannot connect this account' },
    );
  const account = addConnectedAccount(state, 'tiktok_creator', {
    name: match[2],
    handle: match[2],
  });
  account.url = `https://www.tiktok.com/@${match[2]}`;
  return ok(structuredClone(account), 201);
}

/** Checks reauthorizeAccount; null when it may go on (then `completeReauthorization` after consent). */
export function checkReauthorize(state, uuid) {
  const a = findAccount(state, uuid);
  if (!a) return notFound('account');
  if (!a.authable)
    return refused(
      { uuid: [{ code: 'not_allowed', message: 'This account cannot be authorised.' }] },
      'This account cannot be re-authorised.',
      'account_not_authable',
    );
  return null;
}

/** After the provider's consent: the account is authed again. Touches the account. */
export function completeReauthorization(state, uuid) {
  const a = findAccount(state, uuid);
  if (a) Object.assign(a, { authenticationStatus: 'authed', authorizedOn: nowIn(state) });
  return a;
}

/** Checks upgradeAccountToBusiness: Instagram accounts only; null when it may go on. */
export function checkUpgradeToBusiness(state, uuid) {
  const a = findAccount(state, uuid);
  if (!a) return notFound('account');
  if (a.accountType !== 'instagram')
    return refused(
      { uuid: [{ code: 'not_allowed', message: 'This is not an Instagram account.' }] },
      'Only Instagram accounts can be upgraded.',
      'not_instagram',
    );
  return null;
}

/** A finished upgrade (consent page): the account is authed and a business account now. */
export function completeUpgrade(state, uuid) {
  const a = completeReauthorization(state, uuid);
  if (a) a.canUpgradeToBusiness = false;
  return a;
}

/**
 * revokeAccountAuthorization: authable accounts outside a CMS. The account stays, not
 * authed. Touches the account. Answers the account.
 */
export function revokeAccountAuthorization(state, uuid) {
  const a = findAccount(state, uuid);
  if (!a) return notFound('account');
  if (a.cmsPresent)
    return refused(
      {
        uuid: [{ code: 'not_allowed', message: 'This account cannot be revoked while in a CMS.' }],
      },
      'This account is in a CMS.',
      'account_in_cms',
    );
  if (!a.authable)
    return refused(
      { uuid: [{ code: 'not_allowed', message: 'This account cannot be authorised.' }] },
      'This account cannot be revoked.',
      'account_not_authable',
    );
  a.authenticationStatus = 'not_authed';
  return ok(structuredClone(a));
}

/**
 * registerPayoneerPayee (body {payoneerPayeeId, sign}): the sign `invalid` is refused (to
 * try the error); otherwise the payee is pending approval. Touches `user.payoneerPayeeStatus`.
 */
export function registerPayoneerPayee(state, body = {}) {
  const errors = {};
  if (blank(body.payoneerPayeeId)) errors.payoneerPayeeId = ['blank'];
  if (blank(body.sign)) errors.sign = ['blank'];
  else if (body.sign === 'invalid') errors.sign = ['mismatch'];
  if (Object.keys(errors).length) return refused(errors, 'The Payoneer signature does not match.');
  state.user.payoneerPayeeStatus = 'Pending approval';
  return ok({ payoneerPayeeStatus: state.user.payoneerPayeeStatus });
}

/**
 * An opportunity answered on the brand's page (acceptUrl / rejectUrl): accepting keeps the
 * campaign, no longer an opportunity, with a contract to sign; declining removes both.
 * Touches `opportunities`, `campaigns`. Returns 200 `{status: 'accepted'|'declined'}` or 404.
 */
export function answerOpportunity(state, opportunityId, answer) {
  const op = state.opportunities.find((o) => String(o.id) === String(opportunityId));
  if (!op) return notFound('opportunity');
  state.opportunities = state.opportunities.filter((o) => o !== op);
  const c = findCampaign(state, op.campaignId);
  if (answer === 'accept') {
    if (c)
      Object.assign(c, {
        opportunityId: null,
        contractSignUrl: `https://sign.example.com/envelopes/campaign-${c.id}`,
      });
    return ok({ status: 'accepted' });
  }
  state.campaigns = state.campaigns.filter((k) => k !== c);
  return ok({ status: 'declined' });
}
