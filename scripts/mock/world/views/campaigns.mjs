// Reads of campaigns, their posts, submitted contents, comments and opportunities.
import { PLATFORM_OF, POST_TYPES, RATES } from '../dataset.mjs';
import { media } from '../media.mjs';
import { round2 } from './answers.mjs';
import { findAccount, findCampaign } from './lookups.mjs';
import { userView } from './user.mjs';

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
    campaignId: c.id,
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
