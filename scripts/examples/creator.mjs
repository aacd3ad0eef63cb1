// The default persona `creator`: a partner with every access, whose data lines up
// across operations (the campaign in the list is the one in the detail, its posts,
// requirements, accounts, submitted contents and their comments).
import { analyticsReport } from './analytics.mjs';

export const USER_ID = 4242;
const CDN = 'https://cdn.example.com';
const MOCK = 'http://127.0.0.1:4010';

export const user = {
  id: USER_ID,
  avatar: `${CDN}/avatars/mika-tanaka.jpg`,
  fullName: 'Mika Tanaka',
  language: 'en',
  partner: true,
  hasNetworkAssigned: true,
  hasYoutubePaymentsAccess: true,
  hasPaymentsAccess: true,
  hasCampaignsAccess: true,
  hasRevenueTier: false,
  redirectToOnboarding: false,
  pendingOnboardingUrl: null,
  newContractUrl: null,
  profileDetailsMissing: false,
  paymentDetailsMissing: false,
  paymentMethod: 'paypal',
  currencyCode: 'USD',
  epaymentsRecipientType: null,
  countryCode: 'US',
  vatType: null,
  vatId: null,
  payoneerPayeeStatus: 'N/A',
  paypalEmailVerifiedAt: '2026-02-11T09:30:00Z',
  connectWithPaypalUrl: 'https://www.paypal.example.com/connect?client=creator',
  paymentThreshold: 100,
  paymentCounterVisible: true,
  customQuestionAnswers: [
    { id: 1, customQuestionUuid: 'q-content-niche', answer: 'Travel and food' },
    { id: 2, customQuestionUuid: 'q-tax-residence', answer: 'United States' },
  ],
};

export const company = {
  name: 'Northlight Media',
  hasCampaignsAccess: true,
  hasApps: true,
  hasYoutubePaymentsAccess: true,
  hasPaymentsAccess: true,
  dashboardLogoUrl: `${CDN}/companies/northlight/logo.png`,
  intercomAppId: 'nl3x9q2',
  closestPaymentMonth: '2026-11-01',
  daysToPayment: 12,
  hasCmses: true,
  showGender: true,
  requireGender: false,
  requireLastName: true,
  requireCountry: true,
  showAddress: true,
  requireAddress: false,
  showSkype: false,
  showTelephone: true,
  requireTelephone: false,
  monolingual: false,
  availableLanguages: ['en', 'ja'],
  requirePaymentDetails: true,
  currencies: ['USD', 'EUR'],
  vatTypes: ['individual', 'company'],
  hasPaymentProvider: false,
  handledByTipalti: false,
  handledByPaymentRails: false,
  supportEmail: 'support@northlight.example.com',
  features: { splitEarnings: true, paypalApiIntegration: false, vat: true },
};

export const network = {
  email: 'creators@northlight.example.com',
  logoUrl: `${CDN}/networks/northlight/logo.png`,
  darkLogoUrl: `${CDN}/networks/northlight/logo-dark.png`,
  externalSupportUrl: 'https://help.northlight.example.com',
};

const percentages = {
  channelPartnerSoldPercentage: 70,
  channelYoutubeSoldPercentage: 65,
  channelAdsenseSoldPercentage: 55,
  channelPaidFeaturesPercentage: 60,
  channelPartnerProvidedPercentage: 70,
  channelUgcPercentage: 50,
  channelOwnedAndOperatedPercentage: 80,
};

/** Builds an account with the common defaults. */
function account({ id, uuid, ...fields }) {
  const base = {
    id,
    uuid,
    pageId: null,
    pageName: null,
    username: null,
    authenticationStatus: 'authed',
    authable: true,
    unpublished: false,
    partnerApplicationState: 'completed',
    url: null,
    avatar: null,
    thumbnailUrl: null,
    authorizedOn: '2025-03-02T10:00:00Z',
    cmsPresent: false,
    revokeAuthorizationLink: null,
    accountLifetimeStat: { subscriberCount: null },
    percentages: null,
  };
  return { ...base, ...fields };
}

export const accounts = [
  account({
    id: 1,
    uuid: '1001',
    pageId: 'UCm1kaTravels',
    pageName: 'MikaTravels',
    title: 'Mika Travels',
    username: 'mikatravels',
    name: 'Mika Travels',
    accountType: 'youtube',
    provider: 'youtube',
    platform: 'youtube',
    url: 'https://www.youtube.com/@mikatravels',
    avatar: `${CDN}/accounts/1001/avatar.jpg`,
    thumbnailUrl: `${CDN}/accounts/1001/thumb.jpg`,
    createdAt: '2024-06-14T08:00:00Z',
    cmsPresent: true,
    accountLifetimeStat: { subscriberCount: 184230 },
    percentages,
  }),
  account({
    id: 2,
    uuid: '1002',
    pageId: '104882201',
    pageName: 'Mika Travels Official',
    title: 'Mika Travels Official',
    username: 'mikatravels.official',
    name: 'Mika Tanaka',
    accountType: 'facebook',
    provider: 'facebook',
    platform: 'facebook',
    url: 'https://www.facebook.com/mikatravels.official',
    avatar: `${CDN}/accounts/1002/avatar.jpg`,
    createdAt: '2024-09-01T08:00:00Z',
    revokeAuthorizationLink: 'https://www.facebook.com/settings?tab=business_tools',
    accountLifetimeStat: { subscriberCount: 52110 },
  }),
  account({
    id: 3,
    uuid: '1003',
    pageId: '17841400001',
    pageName: 'mika.eats',
    title: 'mika.eats',
    username: 'mika.eats',
    name: 'Mika Eats',
    accountType: 'instagram',
    provider: 'instagram',
    platform: 'instagram',
    url: 'https://www.instagram.com/mika.eats',
    avatar: `${CDN}/accounts/1003/avatar.jpg`,
    createdAt: '2025-01-20T08:00:00Z',
    revokeAuthorizationLink: 'https://www.instagram.com/accounts/manage_access',
    accountLifetimeStat: { subscriberCount: 98400 },
  }),
  account({
    id: 4,
    uuid: '1004',
    pageName: 'mikatravels',
    title: 'Mika on X',
    username: 'mikatravels',
    name: 'Mika Tanaka',
    accountType: 'twitter',
    provider: 'twitter',
    platform: 'twitter',
    authenticationStatus: 'not_authed',
    url: 'https://x.com/mikatravels',
    createdAt: '2025-04-02T08:00:00Z',
    accountLifetimeStat: { subscriberCount: 12045 },
  }),
  account({
    id: 5,
    uuid: '1005',
    pageName: 'mikalive',
    title: 'Mika Live',
    username: 'mikalive',
    name: 'Mika Live',
    accountType: 'twitch',
    provider: 'twitch',
    platform: 'twitch',
    partnerApplicationState: 'pending',
    url: 'https://www.twitch.tv/mikalive',
    createdAt: '2026-10-30T08:00:00Z',
    accountLifetimeStat: { subscriberCount: 830 },
  }),
  account({
    id: 6,
    uuid: '1006',
    pageName: 'mika.travels',
    title: 'Mika on TikTok',
    username: 'mika.travels',
    name: 'Mika Tanaka',
    accountType: 'tiktok_creator',
    provider: 'tiktok_creator',
    platform: 'tiktok',
    url: 'https://www.tiktok.com/@mika.travels',
    unpublished: true,
    createdAt: '2025-08-11T08:00:00Z',
    accountLifetimeStat: { subscriberCount: 40210 },
  }),
  account({
    id: 7,
    uuid: '1007',
    title: 'Mika Travels Shorts (managed)',
    name: 'Mika Travels Shorts',
    accountType: 'virtual',
    provider: 'youtube',
    platform: 'youtube',
    authenticationStatus: 'not_authed',
    authable: false,
    authorizedOn: null,
    createdAt: '2025-02-01T08:00:00Z',
  }),
];

const personal = {
  name: 'Mika Tanaka',
  email: 'mika@example.com',
  telephone: '+1 415 555 0134',
  address: '500 Market Street',
  city: 'San Francisco',
  zipCode: '94105',
  state: 'CA',
  country: 'United States',
};

export const activeContract = {
  signedOn: '2024-06-20',
  signedFile: { url: `${CDN}/contracts/1001/signed.pdf` },
  selectedLanguageVersion: { file: { url: `${CDN}/contracts/1001/en.pdf` } },
  personalDetails: personal,
  guardianPersonalDetails: null,
  terms: { autoRenewing: true, requiredNoticeForTerminationInMonths: 3 },
  expired: false,
  expiresOn: null,
};

/** Campaign with defaults. */
function campaign({ id, brand, status, ...fields }) {
  return {
    id,
    brand,
    status,
    startDate: '2026-10-01',
    endDate: '2026-12-31',
    opportunityId: null,
    contractSignUrl: null,
    newContentReviews: false,
    newContentRejected: false,
    requiredPostsNumber: 2,
    submittedPostsNumber: 0,
    postCount: 0,
    latestPosts: [],
    isPaid: false,
    ...fields,
  };
}

const thumbs = (ids) => ids.map((id) => ({ id, thumbnailUrl: `${CDN}/posts/${id}/thumb.jpg` }));

export const campaigns = [
  campaign({
    id: 101,
    brand: 'Alpine Outfitters',
    status: 'active',
    contractSignUrl: 'https://sign.example.com/envelopes/alpine-101',
    requiredPostsNumber: 3,
  }),
  campaign({
    id: 102,
    brand: 'Kumo Coffee',
    status: 'active',
    newContentReviews: true,
    newContentRejected: true,
    requiredPostsNumber: 4,
    submittedPostsNumber: 3,
    postCount: 5,
    latestPosts: thumbs([3105, 3104, 3103]),
  }),
  campaign({
    id: 103,
    brand: 'Sora Airlines',
    status: 'active',
    opportunityId: 501,
    requiredPostsNumber: 2,
  }),
  campaign({
    id: 104,
    brand: 'Brightwave Audio',
    status: 'upcoming',
    startDate: '2027-01-10',
    endDate: '2027-02-28',
  }),
  campaign({
    id: 105,
    brand: 'Hikari Skincare',
    status: 'completed',
    startDate: '2026-05-01',
    endDate: '2026-07-31',
    requiredPostsNumber: 2,
    submittedPostsNumber: 2,
    postCount: 2,
    latestPosts: thumbs([3202, 3201]),
    isPaid: true,
  }),
];

export const opportunities = [
  {
    id: 501,
    brand: 'Sora Airlines',
    originalPaymentAmount: 2500,
    originalPaymentCurrency: 'USD',
    showPaymentAmountEstimated: false,
    estimatedPaymentAmount: null,
    userPaymentCurrency: 'USD',
    platforms: ['youtube', 'instagram'],
    requiredPostsNumber: 2,
    requirements: {
      youtube: {
        video: [{ id: 811, contentType: 'sponsored_post', postCount: 1, publishBy: '2026-12-15' }],
      },
      instagram: {
        reel: [{ id: 812, contentType: 'sponsored_post', postCount: 1, publishBy: '2026-12-20' }],
      },
    },
    postsCountByPlatform: { youtube: 1, instagram: 1 },
    message:
      '<p>Fly with us to <strong>Okinawa</strong> this winter and share the trip with your audience.</p><ul><li>One long-form video</li><li>One reel</li></ul>',
    acceptUrl: 'https://brands.example.com/opportunities/501/accept',
    rejectUrl: 'https://brands.example.com/opportunities/501/decline',
  },
  {
    id: 502,
    brand: 'Mori Tea House',
    originalPaymentAmount: 900,
    originalPaymentCurrency: 'EUR',
    showPaymentAmountEstimated: true,
    estimatedPaymentAmount: 968.4,
    userPaymentCurrency: 'USD',
    platforms: ['instagram'],
    requiredPostsNumber: 3,
    requirements: {
      instagram: {
        story: [{ id: 821, contentType: 'product_placement', postCount: 2, publishBy: null }],
        photo: [
          { id: 822, contentType: 'product_placement', postCount: 1, publishBy: '2027-01-05' },
        ],
      },
    },
    postsCountByPlatform: { instagram: 3 },
    message:
      '<p>A cosy winter tea series. Tag <a href="https://mori.example.com">@moriteahouse</a>.</p>',
    acceptUrl: 'https://brands.example.com/opportunities/502/accept',
    rejectUrl: 'https://brands.example.com/opportunities/502/decline',
  },
];

/** The contract of each campaign. */
export function contractOf(c) {
  const signed = !c.contractSignUrl;
  return {
    signUrl: c.contractSignUrl,
    contractUrl: signed ? `${CDN}/campaigns/${c.id}/contract.pdf` : null,
    originalPaymentAmount: 1200 + c.id,
    originalPaymentCurrency: 'USD',
    showPaymentAmountEstimated: false,
    estimatedPaymentAmount: null,
    userPaymentCurrency: 'USD',
  };
}

/** Published posts per campaign. */
export const posts = {
  102: [3105, 3104, 3103, 3102, 3101].map((id, i) => ({
    id,
    type: i % 2 ? 'reel' : 'video',
    content: `Morning ritual with Kumo Coffee, part ${5 - i}. #ad`,
    thumbnailUrl: `${CDN}/posts/${id}/thumb.jpg`,
    platform: i % 2 ? 'instagram' : 'youtube',
    account: { title: i % 2 ? 'mika.eats' : 'Mika Travels' },
    publishedAt: `2026-11-${String(18 - i * 3).padStart(2, '0')}T12:00:00Z`,
  })),
  105: [3202, 3201].map((id, i) => ({
    id,
    type: 'photo',
    content: 'My summer skincare routine with Hikari. #sponsored',
    thumbnailUrl: `${CDN}/posts/${id}/thumb.jpg`,
    platform: 'instagram',
    account: { title: 'mika.eats' },
    publishedAt: `2026-07-${String(20 - i * 10).padStart(2, '0')}T12:00:00Z`,
  })),
};

/** Requirements status per campaign. */
export function requirementsOf(c) {
  const byPlatform = {
    youtube: Math.ceil(c.requiredPostsNumber / 2),
    instagram: Math.floor(c.requiredPostsNumber / 2),
  };
  const submittedYt = Math.min(byPlatform.youtube, Math.ceil(c.submittedPostsNumber / 2));
  const submittedIg = c.submittedPostsNumber - submittedYt;
  const slots = (platform, postType, n, done) =>
    Array.from({ length: n }, (_, i) => ({
      id: c.id * 10 + i + (platform === 'youtube' ? 0 : 5),
      postType,
      contentType: 'sponsored_post',
      publishBy: c.endDate,
      posted: c.status === 'completed' && i < done,
      submitted: i < done,
    }));
  return {
    submittedPostsNumber: c.submittedPostsNumber,
    requiredPostsNumber: c.requiredPostsNumber,
    submittedPostsNumbersByPlatform: { youtube: submittedYt, instagram: submittedIg },
    requiredPostsNumbersByPlatform: byPlatform,
    missingPosts: {
      youtube: slots('youtube', 'video', byPlatform.youtube, submittedYt),
      instagram: slots('instagram', 'reel', byPlatform.instagram, submittedIg),
    },
  };
}

/** Submitted contents per campaign (newest first). */
export const submittedContents = {
  102: [
    {
      id: 9001,
      status: 'rejected',
      type: 'reel',
      accountRemoteId: '17841400001',
      contentType: 'sponsored_post',
      title: null,
      content: 'Cold brew season is here! Trying the new Kumo Coffee blend. #ad',
      mediaFiles: [
        {
          data: {
            storage: 'store',
            id: 'uploads/9001/reel.mp4',
            metadata: { filename: 'reel.mp4', size: 18342211, mime_type: 'video/mp4' },
          },
          url: `${CDN}/uploads/9001/reel.mp4`,
        },
      ],
      thumbnailUrl: `${CDN}/uploads/9001/thumb.jpg`,
      displayedHeader: 'Kumo Coffee: cold brew reel for the winter launch (second take)',
      platform: 'instagram',
      account: { title: 'mika.eats' },
      createdAt: '2026-11-16T09:12:00Z',
      isPending: false,
      isApproved: false,
      isRejected: true,
      totalMessageCount: 4,
      unreadMessageCount: 2,
    },
    {
      id: 9002,
      status: 'approved',
      type: 'video',
      accountRemoteId: 'UCm1kaTravels',
      contentType: 'sponsored_post',
      title: 'A week of Kumo Coffee in Kyoto',
      content: 'Seven mornings, seven cafes, one coffee brand. Thanks Kumo for sponsoring!',
      mediaFiles: [{ url: `${CDN}/uploads/9002/video.mp4` }],
      thumbnailUrl: `${CDN}/uploads/9002/thumb.jpg`,
      displayedHeader: 'A week of Kumo Coffee in Kyoto',
      platform: 'youtube',
      account: { title: 'Mika Travels' },
      createdAt: '2026-11-02T15:40:00Z',
      isPending: false,
      isApproved: true,
      isRejected: false,
      totalMessageCount: 1,
      unreadMessageCount: 0,
    },
    {
      id: 9003,
      status: 'pending',
      type: 'photo',
      accountRemoteId: '17841400001',
      contentType: 'sponsored_post',
      title: null,
      content: 'Latte art practice with @kumocoffee beans.',
      mediaFiles: [{ url: `${CDN}/uploads/9003/photo.jpg` }],
      thumbnailUrl: `${CDN}/uploads/9003/photo.jpg`,
      displayedHeader: 'Latte art practice',
      platform: 'instagram',
      account: { title: 'mika.eats' },
      createdAt: '2026-10-28T11:00:00Z',
      isPending: true,
      isApproved: false,
      isRejected: false,
      totalMessageCount: 0,
      unreadMessageCount: 0,
    },
  ],
};

const brandSender = { name: 'Kumo Coffee team', avatar: null };
const me = { name: user.fullName, avatar: user.avatar };

/** Comment threads per submitted content. */
export const comments = {
  9001: [
    {
      id: 1,
      content: 'Thanks for the reel! Could you show the packaging in the first 3 seconds?',
      type: 'comment',
      sender: brandSender,
      sentByCreator: false,
      seen: true,
      createdAt: '2026-11-16T14:00:00Z',
    },
    {
      id: 2,
      content: 'Revision requested',
      type: 'rejected',
      sender: brandSender,
      sentByCreator: false,
      seen: true,
      createdAt: '2026-11-16T14:01:00Z',
    },
    {
      id: 3,
      content: 'Sure, I will reshoot the opening tomorrow.',
      type: 'comment',
      sender: me,
      sentByCreator: true,
      seen: true,
      createdAt: '2026-11-17T08:30:00Z',
    },
    {
      id: 4,
      content: 'Great, and please add #ad to the caption.',
      type: 'comment',
      sender: brandSender,
      sentByCreator: false,
      seen: false,
      createdAt: '2026-11-17T10:05:00Z',
    },
  ],
  9002: [
    {
      id: 5,
      content: 'Approved',
      type: 'approved',
      sender: brandSender,
      sentByCreator: false,
      seen: true,
      createdAt: '2026-11-03T09:00:00Z',
    },
  ],
  9003: [],
};

const month = (i) => {
  const d = new Date(Date.UTC(2026, 10 - i, 1));
  return d.toISOString().slice(0, 10);
};

const amounts = (gross, k = 1) => ({
  totalChannelGrossEarnings: round(gross * k),
  totalChannelNetEarnings: round(gross * 0.7 * k),
  totalYoutubeTax: round(gross * 0.05 * k),
  lineItemsAmount: round(25 * k),
  vatAmountForLicensingRevenueType: null,
  vatAmountForCampaignRevenueType: null,
  carryoverAmount: 0,
  unpaidBalance: round(gross * 0.1 * k),
});
const round = (n) => Math.round(n * 100) / 100;

const channelAmounts = (gross, k = 1) => ({
  gross: round(gross * k),
  net: round(gross * 0.7 * k),
  tax: round(gross * 0.05 * k),
  partnerProvided: round(gross * 0.55 * k),
  ugcContentId: round(gross * 0.1 * k),
  descriptiveSearch: round(gross * 0.05 * k),
  other: round(gross * 0.04 * k),
  red: round(gross * 0.08 * k),
  sponsorship: round(gross * 0.06 * k),
  superchat: round(gross * 0.07 * k),
  ownedAndOperated: round(gross * 0.05 * k),
});

/** A year of monthly YouTube earnings, newest first. */
export function youtubeEarnings({ revenueTiers = false } = {}) {
  return Array.from({ length: 12 }, (_, i) => {
    const gross = 1800 + ((i * 379) % 900);
    const vat = i % 4 === 1;
    const failed = i === 2;
    const paid = i >= 1 && !failed;
    const eur = 0.92;
    const usd = amounts(gross);
    if (vat) {
      usd.vatAmountForLicensingRevenueType = round(gross * 0.19 * 0.7);
      usd.vatAmountForCampaignRevenueType = round(60 * 0.19);
    }
    const inEur = Object.fromEntries(
      Object.entries(usd).map(([k, v]) => [k, v === null ? null : round(v * eur)]),
    );
    return {
      id: 7001 + i,
      month: month(i),
      combinedVideoReportsState: i === 0 ? 'generating' : 'generated',
      hasRevenueTier: revenueTiers,
      userRevenueTiers: revenueTiers
        ? [
            { minAmount: 0, maxAmount: 1000, percentage: 60 },
            { minAmount: 1000, maxAmount: 5000, percentage: 70 },
            { minAmount: 5000, maxAmount: null, percentage: 80 },
          ]
        : [],
      preferredCurrencyIsoCode: 'EUR',
      userEarningInUsd: usd,
      userEarningInPreferredCurrency: inEur,
      userPayment: paid
        ? {
            paidDate: month(i - 1).replace(/-01$/, '-15'),
            paidAmount: round(usd.totalChannelNetEarnings * eur),
            paidCurrency: 'EUR',
          }
        : null,
      paymentStatus: failed
        ? { key: 'failed', failureMessage: 'The bank rejected the transfer: the IBAN is closed.' }
        : { key: paid ? 'paid' : 'pending', failureMessage: null },
      applyVat: vat,
      licensingVatPercentage: vat ? 19 : null,
      campaignVatPercentage: vat ? 19 : null,
      youtubeTaxes: i % 3 === 0 ? [{ month: month(i) }] : [],
      channelEarnings: [
        {
          channelId: 'UCm1kaTravels',
          channelTitle: 'Mika Travels',
          channelAvatar: `${CDN}/accounts/1001/avatar.jpg`,
          youtubeEarningInUsd: channelAmounts(gross * 0.85),
          youtubeEarningInPreferredCurrency: channelAmounts(gross * 0.85, eur),
          channelPartnerProvidedPercentage: 70,
          channelPaidFeaturesPercentage: 60,
          channelUgcPercentage: 50,
          channelOwnedAndOperatedPercentage: 80,
          youtubeTaxes: i % 3 === 0 ? [{ month: month(i) }] : [],
        },
      ],
      virtualAccountEarnings: [
        {
          accountId: 7,
          accountName: 'Mika Travels Shorts',
          channelAvatar: null,
          youtubeEarningInUsd: channelAmounts(gross * 0.15),
          youtubeEarningInPreferredCurrency: channelAmounts(gross * 0.15, eur),
          channelPartnerProvidedPercentage: null,
          channelPaidFeaturesPercentage: null,
          channelUgcPercentage: null,
          channelOwnedAndOperatedPercentage: null,
          youtubeTaxes: [],
        },
      ],
      lineItems: [
        {
          description: 'Brand bonus: Kumo Coffee',
          inUsd: { amount: 25 },
          inPreferredCurrency: { amount: round(25 * eur) },
        },
      ],
      hasAccessibleVideosReport: true,
    };
  });
}

export const payments = [
  [
    '2f6c1c1e-6f1a-4d7e-9a51-0c1f1a000001',
    '2026-11-15T10:00:00Z',
    1482.35,
    'USD',
    'paypal',
    'paid',
    'PP-88213',
  ],
  [
    '2f6c1c1e-6f1a-4d7e-9a51-0c1f1a000002',
    '2026-10-15T10:00:00Z',
    1302.1,
    'EUR',
    'wiretransfer',
    'paid',
    'WT-2026-10-4242',
  ],
  [
    '2f6c1c1e-6f1a-4d7e-9a51-0c1f1a000003',
    '2026-09-15T10:00:00Z',
    1190,
    'EUR',
    'wiretransfer',
    'failed',
    'WT-2026-09-4242',
  ],
  [
    '2f6c1c1e-6f1a-4d7e-9a51-0c1f1a000004',
    '2026-08-15T10:00:00Z',
    1550.4,
    'USD',
    'ach',
    'paid',
    'ACH-55102',
  ],
  [
    '2f6c1c1e-6f1a-4d7e-9a51-0c1f1a000005',
    '2026-07-15T10:00:00Z',
    null,
    'USD',
    'holdmypayments',
    'pending',
    null,
  ],
  [
    '2f6c1c1e-6f1a-4d7e-9a51-0c1f1a000006',
    '2026-06-15T10:00:00Z',
    980.75,
    'USD',
    'check',
    'paid',
    'CHK-10021',
  ],
].map(
  ([
    uuid,
    paidAt,
    amountPaidValue,
    amountPaidCurrency,
    paymentMethod,
    simpleStatus,
    reference,
  ]) => ({
    uuid,
    paidAt,
    amountPaidValue,
    amountPaidCurrency,
    paymentMethod,
    simpleStatus,
    reference,
  }),
);

/** Analytics accounts and their audience sizes (others fall back to the first). */
export const analyticsAccounts = [
  { uuid: '1001', seed: 1001, scale: 6, subscribersAtStart: 180000 },
  { uuid: '1003', seed: 1003, scale: 3, subscribersAtStart: 96000 },
];

export { analyticsReport, MOCK };
