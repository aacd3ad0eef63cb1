// One seeded world per persona: the primary facts behind every answer of the mock API
// and every example of the contract. Derived values (counts, flags, sums, balances, the
// payments made for earnings, analytics) are computed by views.mjs, never stored here,
// so writes to a world stay consistent.
//
// Media URL scheme (all under http://127.0.0.1:4010, see media.mjs):
//   /__mock/media/avatar/<entity>-<id>.svg   avatars; entity: user, account, brand
//   /__mock/media/thumb/<kind>-<id>.svg      thumbnails; kind: post, content, account
//   /__mock/media/logo/<name>.svg            logos and icons; name: company-<slug>,
//                                            network-<slug>, network-<slug>-dark, app-<id>, guide-<id>
//   /__mock/media/sample.jpg                 any photo (media files of photo posts)
//   /__mock/media/sample.mp4                 any video (media files of video posts)
//   /__mock/media/sample.pdf                 any PDF shown inline
//   /__mock/files/<name>.pdf|csv             downloads; name: contract-<accountUuid>-signed,
//                                            contract-<accountUuid>-<lang>, campaign-contract-<id>,
//                                            document-<id>, guide-<id>,
//                                            combined-video-report-<earningId>,
//                                            video-revenue-report-<channelId>-<YYYY-MM>
// Every <...> part matches [A-Za-z0-9_-]+.
// Opportunity links: acceptUrl / rejectUrl are /__mock/opportunities/<id>/accept|decline
// (pages of the mock that apply writes.mjs answerOpportunity).
//
// Ids: each persona owns its own ids (persona index x 100000 added to the creator's
// numbering), so no persona can read another's campaign, account, content or earning.
import { createHmac } from 'node:crypto';
import { media, MOCK } from './media.mjs';
import { PLATFORM_RULES } from './platform-rules.mjs';
import { between, seeded } from './random.mjs';
import * as s from './settings.mjs';

/** The dataset's clock: "today" for every persona (analytics, earnings, deadlines). */
export const TODAY = '2026-11-20';

/** Today's rates: units of a currency per US dollar (campaign payment estimates). */
export const RATES = { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 150 };

/** Personas with data, `creator` first (the default). `signed-out` is separate: see SIGNED_OUT. */
export const personaNames = [
  'creator',
  'busy-creator',
  'new-creator',
  'payments-only',
  'no-campaigns',
  'not-partner',
  'onboarding',
  'new-contract',
  'missing-profile',
  'missing-payment',
  'tipalti',
  'revenue-tier',
  'single-currency',
  'no-apps',
  'no-support-link',
  'chat-support',
  'no-payments',
  'payment-rails',
  'furigana',
  'personal-id',
  'monolingual',
  'strict-profile',
  'skype',
  'paypal-connect',
  'paypal-unverified',
  'paypal-verified',
  'no-country',
  'other-provider',
];

/** The persona without a session: `seed` gives `{ persona, signedOut: true }`; every read answers 401. */
export const SIGNED_OUT = 'signed-out';

/** Who each persona is (PERSONAS.md and example summaries). */
export const personaDescriptions = {
  creator: 'Mika Tanaka, a partner with every access',
  'busy-creator': 'A partner with 1,000 campaigns and 300 submitted contents in one campaign',
  'new-creator': 'Leo Park, a partner with nothing yet',
  'payments-only': 'Payments access without YouTube payments access',
  'no-campaigns': 'Neither the user nor the company has campaigns access',
  'not-partner': 'Not a partner: the partners-only page',
  onboarding: 'Must finish onboarding first',
  'new-contract': 'A new contract waits for signature',
  'missing-profile': 'Required profile details are missing',
  'missing-payment': 'Required payment details are missing',
  tipalti: 'Payments through a tipalti-type provider',
  'revenue-tier': 'Paid by revenue tiers',
  'single-currency': 'The company pays in US dollars only',
  'no-apps': 'The company has no apps',
  'no-support-link': "The network's support URL is 'no-link': no support entry at all",
  'chat-support': 'The network has no support URL: support opens the chat widget',
  'no-payments': 'Neither payments access nor YouTube payments access',
  'payment-rails': 'Payments through a payment-rails-type provider',
  furigana: 'The company asks for the reading (furigana) of the name',
  'personal-id': 'The company asks for a personal ID number',
  monolingual: 'A monolingual company: the language is optional, none saved',
  'strict-profile': 'The company requires gender, address and telephone',
  skype: 'The company asks for a Skype name (optional)',
  'paypal-connect': 'PayPal API integration, no PayPal account connected yet',
  'paypal-unverified': 'PayPal API integration, the PayPal email not verified',
  'paypal-verified': 'PayPal API integration, the PayPal email verified',
  'no-country': 'No country saved (the company does not require one): payments need one',
  'other-provider':
    'A payment provider that is neither tipalti-type nor payment-rails-type: the form without a method',
  [SIGNED_OUT]: 'Signed out: every operation answers 401',
};

const round2 = (n) => Math.round(n * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');

/** Adds days to a YYYY-MM-DD date (UTC). */
export function addDays(day, n) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** First day of the month `n` months after the month of `day` (n may be negative). */
export function addMonths(day, n) {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

const BRANDS = [
  'Aoba Bikes',
  'Beacon Labs',
  'Cedar & Co',
  'Delta Snacks',
  'Ember Games',
  'Fjord Outdoor',
  'Glow Cosmetics',
  'Harbor Tea',
  'Iris Optics',
  'Juno Fitness',
  'Kite Travel',
  'Lumo Lamps',
  'Mango Studio',
  'Nami Surf',
  'Orbit Audio',
  'Pine Goods',
  'Quill Paper',
  'Rain Apparel',
  'Sakura Sweets',
  'Tide Watches',
  'Umi Seafood',
  'Vela Shoes',
  'Wisp Drones',
  'Yuzu Drinks',
  'Zen Mats',
];

/** Post types per platform (docs/product-rules.md#submitting-content): the api-client's rule, which the app checks too. */
export const POST_TYPES = PLATFORM_RULES.postTypes;

/** Platform of an account type. */
export const PLATFORM_OF = {
  youtube: 'youtube',
  facebook: 'facebook',
  instagram: 'instagram',
  twitter: 'twitter',
  twitch: 'twitch',
  tiktok_creator: 'tiktok',
  virtual: 'youtube',
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

/** The creator's accounts, before the persona's id offset. */
function accountsOf(o, who) {
  return [...establishedAccounts(o, who), ...accountsInOtherStates(o, who)];
}

/** An account's fields that most accounts share, then its own. */
function accountBase(o, id, fields) {
  return {
    id: o + id,
    uuid: String(o + 1000 + id),
    pageId: null,
    pageName: null,
    username: null,
    authenticationStatus: 'authed',
    authable: true,
    unpublished: false,
    partnerApplicationState: 'completed',
    url: null,
    avatar: media.avatar('account', o + 1000 + id),
    thumbnailUrl: media.thumb('account', o + 1000 + id),
    cmsPresent: false,
    revokeAuthorizationLink: null,
    accountLifetimeStat: { subscriberCount: null },
    percentages: null,
    canUpgradeToBusiness: false,
    ...fields,
  };
}

/** The authorised YouTube, Facebook and Instagram accounts. */
function establishedAccounts(o, who) {
  const base = (id, fields) => accountBase(o, id, fields);
  const h = who.handle;
  return [
    base(1, {
      pageId: `UC${h}${o || ''}Travels`,
      pageName: `${who.short}Travels`,
      title: `${who.short} Travels`,
      username: `${h}travels`,
      name: `${who.short} Travels`,
      accountType: 'youtube',
      provider: 'youtube',
      platform: 'youtube',
      url: `https://www.youtube.com/@${h}travels`,
      createdAt: '2024-06-14T08:00:00Z',
      authorizedOn: '2024-06-14T08:05:00Z',
      cmsPresent: true,
      accountLifetimeStat: { subscriberCount: 184230 },
      percentages,
    }),
    base(2, {
      pageId: String(104882201 + o),
      pageName: `${who.short} Travels Official`,
      title: `${who.short} Travels Official`,
      username: `${h}travels.official`,
      name: who.fullName,
      accountType: 'facebook',
      provider: 'facebook',
      platform: 'facebook',
      url: `https://www.facebook.com/${h}travels.official`,
      createdAt: '2024-09-01T08:00:00Z',
      authorizedOn: '2024-09-01T08:10:00Z',
      revokeAuthorizationLink: 'https://www.facebook.com/settings?tab=business_tools',
      accountLifetimeStat: { subscriberCount: 52110 },
    }),
    base(3, {
      pageId: String(17841400001 + o),
      pageName: `${h}.eats`,
      title: `${h}.eats`,
      username: `${h}.eats`,
      name: `${who.short} Eats`,
      accountType: 'instagram',
      provider: 'instagram',
      platform: 'instagram',
      url: `https://www.instagram.com/${h}.eats`,
      createdAt: '2025-01-20T08:00:00Z',
      authorizedOn: '2025-01-20T08:03:00Z',
      revokeAuthorizationLink: 'https://www.instagram.com/accounts/manage_access',
      accountLifetimeStat: { subscriberCount: 98400 },
      // A personal Instagram account: the creator's can become a business account.
      canUpgradeToBusiness: o === 0,
    }),
  ];
}

/** One account in each other state: not authorised, partner application pending, unpublished, virtual. */
function accountsInOtherStates(o, who) {
  const base = (id, fields) => accountBase(o, id, fields);
  const h = who.handle;
  return [
    base(4, {
      pageId: String(1490000000 + o),
      pageName: `${h}travels`,
      title: `${who.short} on X`,
      username: `${h}travels`,
      name: who.fullName,
      accountType: 'twitter',
      provider: 'twitter',
      platform: 'twitter',
      authenticationStatus: 'not_authed',
      url: `https://x.com/${h}travels`,
      createdAt: '2025-04-02T08:00:00Z',
      authorizedOn: '2025-04-02T08:20:00Z',
      accountLifetimeStat: { subscriberCount: 12045 },
    }),
    base(5, {
      pageId: String(880000 + o),
      pageName: `${h}live`,
      title: `${who.short} Live`,
      username: `${h}live`,
      name: `${who.short} Live`,
      accountType: 'twitch',
      provider: 'twitch',
      platform: 'twitch',
      partnerApplicationState: 'pending',
      url: `https://www.twitch.tv/${h}live`,
      createdAt: '2026-10-30T08:00:00Z',
      authorizedOn: '2026-10-30T08:01:00Z',
      accountLifetimeStat: { subscriberCount: 830 },
    }),
    base(6, {
      pageId: String(6900000000 + o),
      pageName: `${h}.travels`,
      title: `${who.short} on TikTok`,
      username: `${h}.travels`,
      name: who.fullName,
      accountType: 'tiktok_creator',
      provider: 'tiktok_creator',
      platform: 'tiktok',
      url: `https://www.tiktok.com/@${h}.travels`,
      unpublished: true,
      createdAt: '2025-08-11T08:00:00Z',
      authorizedOn: '2025-08-11T08:30:00Z',
      accountLifetimeStat: { subscriberCount: 40210 },
    }),
    base(7, {
      title: `${who.short} Travels Shorts (managed)`,
      name: `${who.short} Travels Shorts`,
      accountType: 'virtual',
      provider: 'youtube',
      platform: 'youtube',
      authenticationStatus: 'not_authed',
      authable: false,
      authorizedOn: null,
      thumbnailUrl: null,
      createdAt: '2025-02-01T08:00:00Z',
    }),
  ];
}

/** Each account's active contract (null: none), keyed by uuid. */
function accountContractsOf(accounts, who) {
  const personal = {
    name: who.fullName,
    email: who.email,
    telephone: '+1 415 555 0134',
    address: '500 Market Street',
    city: 'San Francisco',
    zipCode: '94105',
    state: 'CA',
    country: 'United States',
  };
  const out = {};
  for (const a of accounts) {
    const signedOn = a.createdAt.slice(0, 10);
    if (a.accountType === 'virtual' || a.partnerApplicationState !== 'completed') {
      out[a.uuid] = null;
      continue;
    }
    const fixedTerm = a.accountType === 'instagram';
    out[a.uuid] = {
      signedOn,
      signedFile:
        a.accountType === 'twitter' ? null : { url: media.file(`contract-${a.uuid}-signed`) },
      selectedLanguageVersion: { file: { url: media.file(`contract-${a.uuid}-en`) } },
      personalDetails: personal,
      guardianPersonalDetails: null,
      terms: fixedTerm
        ? { autoRenewing: false, requiredNoticeForTerminationInMonths: null }
        : { autoRenewing: true, requiredNoticeForTerminationInMonths: 3 },
      expired: false,
      expiresOn: fixedTerm ? addMonths(signedOn, 24) : null,
    };
  }
  return out;
}

/**
 * A campaign with its required post slots. `slots` is a list of
 * [platform, postType, contentType?] (content type defaults to `sponsored_post`).
 */
function campaign(o, id, brand, status, fields, slots) {
  const startDate = fields.startDate ?? '2026-10-01';
  const endDate = fields.endDate ?? '2026-12-31';
  return {
    id: o + id,
    brand,
    status,
    startDate,
    endDate,
    opportunityId: null,
    contractSignUrl: null,
    isPaid: false,
    accountUuids: [],
    contentTypes: ['sponsored_post'],
    payment: { originalPaymentAmount: 1200 + id * 5, originalPaymentCurrency: 'USD' },
    ...fields,
    requirements: slots.map(([platform, postType, contentType = 'sponsored_post'], i) => ({
      id: (o + id) * 100 + i + 1,
      platform,
      postType,
      contentType,
      publishBy: endDate,
    })),
  };
}

const mediaFor = (type, n = 1) =>
  type === 'text'
    ? []
    : Array.from({ length: n }, () => ({
        url: ['photo', 'carousel', 'story'].includes(type) ? media.image : media.video,
      }));

/** A submitted content for a requirement slot (`null`: a free submission). */
function content(o, id, campaignId, slot, accountUuid, status, createdAt, fields = {}) {
  const type = slot.postType;
  return {
    id: o + id,
    campaignId,
    requirementId: slot.id ?? null,
    status,
    type,
    contentType: slot.contentType,
    accountUuid,
    title:
      type === 'igtv' || slot.platform === 'youtube' || slot.platform === 'twitch'
        ? `Take ${id}`
        : null,
    content: `Submitted for the campaign (${type}).`,
    mediaFiles: mediaFor(type, type === 'carousel' ? 3 : 1),
    thumbnailUrl: type === 'text' ? null : media.thumb('content', o + id),
    displayedHeader: `Submission ${id}`,
    createdAt,
    ...fields,
  };
}

const isoAt = (day, h = 12, m = 0) => `${day}T${pad(h)}:${pad(m)}:00Z`;

/** The creator persona's campaigns: seven of every kind, then enough for three pages. */
function creatorCampaignList(o, acc) {
  const uuids = { yt: acc[0].uuid, fb: acc[1].uuid, ig: acc[2].uuid };
  return [
    ...brandCampaigns(o, uuids),
    ...ambassadorAndPlacementCampaigns(o, uuids),
    ...pagingFillerCampaigns(o, uuids),
  ];
}

/** Hand-made campaigns in each status: three active, one upcoming, one completed. */
function brandCampaigns(o, { yt, ig }) {
  return [
    campaign(
      o,
      101,
      'Alpine Outfitters',
      'active',
      {
        contractSignUrl: `https://sign.example.com/envelopes/alpine-${o + 101}`,
        accountUuids: [yt, ig],
      },
      [
        ['youtube', 'video'],
        ['instagram', 'reel'],
        ['instagram', 'story'],
      ],
    ),
    campaign(o, 102, 'Kumo Coffee', 'active', { accountUuids: [yt, ig] }, [
      ['youtube', 'video'],
      ['youtube', 'video'],
      ['instagram', 'reel'],
      ['instagram', 'photo'],
      ['instagram', 'story'],
    ]),
    campaign(
      o,
      103,
      'Sora Airlines',
      'active',
      { opportunityId: o + 501, accountUuids: [yt, ig], endDate: '2026-12-20' },
      [
        ['youtube', 'video'],
        ['instagram', 'reel'],
      ],
    ),
    campaign(
      o,
      104,
      'Brightwave Audio',
      'upcoming',
      { startDate: '2027-01-10', endDate: '2027-02-28', accountUuids: [yt] },
      [
        ['youtube', 'video'],
        ['youtube', 'video'],
      ],
    ),
    campaign(
      o,
      105,
      'Hikari Skincare',
      'completed',
      { startDate: '2026-05-01', endDate: '2026-07-31', isPaid: true, accountUuids: [ig] },
      [
        ['instagram', 'photo'],
        ['instagram', 'photo'],
      ],
    ),
  ];
}

/** The year-long Lumen ambassador campaign (24 slots) and an upcoming product placement from an opportunity. */
function ambassadorAndPlacementCampaigns(o, { yt, fb, ig }) {
  return [
    campaign(
      o,
      106,
      'Lumen Cameras',
      'active',
      { startDate: '2026-03-01', endDate: '2027-02-28', accountUuids: [yt, fb, ig] },
      Array.from(
        { length: 24 },
        (_, i) =>
          [
            ['instagram', 'story'],
            ['instagram', 'photo'],
            ['youtube', 'video'],
            ['facebook', 'video'],
            ['instagram', 'reel'],
            ['facebook', 'text'],
          ][i % 6],
      ),
    ),
    campaign(
      o,
      107,
      'Mori Tea House',
      'upcoming',
      {
        opportunityId: o + 502,
        accountUuids: [ig],
        contentTypes: ['product_placement'],
        startDate: '2026-12-01',
        endDate: '2027-01-05',
        payment: { originalPaymentAmount: 900, originalPaymentCurrency: 'EUR' },
      },
      [
        ['instagram', 'story', 'product_placement'],
        ['instagram', 'story', 'product_placement'],
        ['instagram', 'photo', 'product_placement'],
      ],
    ),
  ];
}

/** Enough active campaigns for three pages, and a few more completed ones. */
function pagingFillerCampaigns(o, { yt, ig }) {
  const campaigns = [];
  for (let i = 0; i < 21; i++)
    campaigns.push(
      campaign(
        o,
        108 + i,
        BRANDS[i],
        'active',
        { startDate: addDays('2026-09-01', i * 3), accountUuids: i % 2 ? [ig] : [yt, ig] },
        i % 2
          ? [['instagram', 'photo']]
          : [
              ['youtube', 'video'],
              ['instagram', 'story'],
            ],
      ),
    );
  for (let i = 0; i < 4; i++)
    campaigns.push(
      campaign(
        o,
        129 + i,
        BRANDS[21 + i],
        'completed',
        {
          startDate: addMonths('2026-01-01', i),
          endDate: addDays(addMonths('2026-02-01', i), -1),
          isPaid: true,
          accountUuids: [ig],
        },
        [],
      ),
    );

  return campaigns;
}

/**
 * The creator persona's submitted contents: a few on Kumo Coffee and Hikari Skincare, and 23
 * of the 24 slots of the Lumen ambassador campaign.
 */
function creatorContents(o, acc, campaigns) {
  const yt = acc[0].uuid;
  const fb = acc[1].uuid;
  const ig = acc[2].uuid;
  const slot = (cid, n) => campaigns.find((c) => c.id === o + cid).requirements[n];
  const contents = [
    content(o, 9001, o + 102, slot(102, 2), ig, 'rejected', '2026-11-16T09:12:00Z', {
      content: 'Cold brew season is here! Trying the new Kumo Coffee blend. #ad',
      mediaFiles: [
        {
          data: {
            storage: 'store',
            id: `uploads/${o + 9001}/reel.mp4`,
            metadata: { filename: 'reel.mp4', size: 18342211, mime_type: 'video/mp4' },
          },
          url: media.video,
        },
      ],
      displayedHeader: 'Kumo Coffee: cold brew reel for the winter launch (second take)',
    }),
    content(o, 9002, o + 102, slot(102, 0), yt, 'live', '2026-11-02T15:40:00Z', {
      title: 'A week of Kumo Coffee in Kyoto',
      content: 'Seven mornings, seven cafes, one coffee brand. Thanks Kumo for sponsoring!',
      displayedHeader: 'A week of Kumo Coffee in Kyoto',
    }),
    content(o, 9003, o + 102, slot(102, 3), ig, 'pending', '2026-10-28T11:00:00Z', {
      content: 'Latte art practice with @kumocoffee beans.',
      displayedHeader: 'Latte art practice',
    }),
    content(o, 9004, o + 102, slot(102, 4), ig, 'live', '2026-10-20T08:00:00Z', {
      content: 'Morning ritual with Kumo Coffee. #ad',
      displayedHeader: 'Morning ritual story',
    }),
    content(o, 9005, o + 105, slot(105, 0), ig, 'live', '2026-07-08T10:00:00Z', {
      content: 'My summer skincare routine with Hikari. #sponsored',
      displayedHeader: 'Summer skincare routine',
    }),
    content(o, 9006, o + 105, slot(105, 1), ig, 'live', '2026-07-15T10:00:00Z', {
      content: 'Hikari after-sun, a week later. #sponsored',
      displayedHeader: 'After-sun, a week later',
    }),
  ];
  // The ambassador campaign: 23 of 24 slots submitted, older ones live.
  const lumen = campaigns.find((c) => c.id === o + 106);
  const accountFor = { youtube: yt, facebook: fb, instagram: ig };
  for (let i = 0; i < 23; i++) {
    const req = lumen.requirements[i];
    const status = i < 14 ? 'live' : i < 18 ? 'approved' : i === 18 ? 'rejected' : 'pending';
    contents.push(
      content(
        o,
        9101 + i,
        lumen.id,
        req,
        accountFor[req.platform],
        status,
        isoAt(addDays('2026-03-05', i * 11), 9 + (i % 8)),
        {
          content:
            req.postType === 'text'
              ? `Field notes #${i + 1}: shooting ${['dawn', 'rain', 'night', 'city'][i % 4]} scenes with the Lumen X2.`
              : `Lumen X2 ambassador post #${i + 1}. #ad`,
          displayedHeader: `Lumen ambassador post #${i + 1}`,
        },
      ),
    );
  }

  return contents;
}

/** A post for each live content, published three days after it was submitted. */
function livePosts(o, campaigns, contents) {
  const posts = [];
  let postId = 3101;
  for (const c of contents
    .filter((k) => k.status === 'live')
    .sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const req = campaigns.flatMap((k) => k.requirements).find((r) => r.id === c.requirementId);
    posts.push({
      id: o + postId,
      campaignId: c.campaignId,
      contentId: c.id,
      requirementId: c.requirementId,
      type: c.type,
      content: c.content,
      thumbnailUrl: c.type === 'text' ? null : media.thumb('post', o + postId),
      platform: req.platform,
      accountUuid: c.accountUuid,
      publishedAt: isoAt(addDays(c.createdAt.slice(0, 10), 3), 12),
    });
    postId++;
  }

  return posts;
}

/** The creator persona's comment threads (a reel asked to be redone, an approval, two notes). */
function creatorComments(o) {
  const comments = [];
  let commentId = 1;
  const say = (contentId, text, type, sentByCreator, seen, createdAt) =>
    comments.push({
      id: o + commentId++,
      contentId: o + contentId,
      content: text,
      type,
      sentByCreator,
      seen,
      createdAt,
    });
  say(
    9001,
    'Thanks for the reel! Could you show the packaging in the first 3 seconds?',
    'comment',
    false,
    true,
    '2026-11-16T14:00:00Z',
  );
  say(9001, 'Revision requested', 'rejected', false, true, '2026-11-16T14:01:00Z');
  say(
    9001,
    'Sure, I will reshoot the opening tomorrow.',
    'comment',
    true,
    true,
    '2026-11-17T08:30:00Z',
  );
  say(
    9001,
    'Great, and please add #ad to the caption.',
    'comment',
    false,
    false,
    '2026-11-17T10:05:00Z',
  );
  say(
    9001,
    'Also, the music needs to be from our licensed list.',
    'comment',
    false,
    false,
    '2026-11-17T10:07:00Z',
  );
  say(9002, 'Approved', 'approved', false, true, '2026-11-03T09:00:00Z');
  say(9104, 'Lovely light in this one!', 'comment', false, true, '2026-04-02T10:00:00Z');
  say(
    9119,
    'Please retake this with the strap visible.',
    'comment',
    false,
    false,
    '2026-09-30T09:00:00Z',
  );
  say(9119, 'Revision requested', 'rejected', false, false, '2026-09-30T09:01:00Z');

  return comments;
}

/** The creator persona's two open opportunities (Sora Airlines, Mori Tea House). */
function creatorOpportunities(o) {
  return [
    {
      id: o + 501,
      campaignId: o + 103,
      message:
        '<p>Fly with us to <strong>Okinawa</strong> this winter and share the trip with your audience.</p><ul><li>One long-form video</li><li>One reel</li></ul>',
      acceptUrl: `${MOCK}/__mock/opportunities/${o + 501}/accept`,
      rejectUrl: `${MOCK}/__mock/opportunities/${o + 501}/decline`,
    },
    {
      id: o + 502,
      campaignId: o + 107,
      message:
        '<p>A cosy winter tea series. Tag <a href="https://mori.example.com">@moriteahouse</a>.</p>',
      acceptUrl: `${MOCK}/__mock/opportunities/${o + 502}/accept`,
      rejectUrl: `${MOCK}/__mock/opportunities/${o + 502}/decline`,
    },
  ];
}

/** Campaigns, posts, submitted contents, comments and opportunities of the creator persona. */
function creatorCampaigns(o, acc) {
  const campaigns = creatorCampaignList(o, acc);
  const contents = creatorContents(o, acc, campaigns);
  return {
    campaigns,
    contents,
    posts: livePosts(o, campaigns, contents),
    comments: creatorComments(o),
    opportunities: creatorOpportunities(o),
  };
}

/** The busy creator: 1,000 campaigns, 300 submitted contents in the first one. */
function busyCampaigns(o, acc) {
  const yt = acc[0].uuid;
  const ig = acc[2].uuid;
  const random = seeded(o + 7);
  const statuses = ['active', 'active', 'active', 'upcoming', 'completed'];
  const campaigns = [];
  for (let i = 0; i < 1000; i++) {
    const status = i === 0 ? 'active' : statuses[i % 5];
    const start =
      status === 'upcoming' ? addDays('2026-12-01', i % 60) : addDays('2026-01-01', i % 300);
    campaigns.push(
      campaign(
        o,
        101 + i,
        `${BRANDS[i % BRANDS.length]} #${Math.floor(i / BRANDS.length) + 1}`,
        status,
        {
          startDate: start,
          endDate: status === 'completed' ? addDays(start, 30) : addDays(start, 120),
          isPaid: status === 'completed',
          accountUuids: [yt, ig],
        },
        i === 0
          ? Array.from({ length: 60 }, (_, k) =>
              k % 3 ? ['instagram', 'story'] : ['youtube', 'video'],
            )
          : [['instagram', 'photo']],
      ),
    );
  }
  const first = campaigns[0];
  const contents = [];
  for (let i = 0; i < 300; i++) {
    const req =
      i < 60
        ? first.requirements[i]
        : { id: null, platform: 'instagram', postType: 'story', contentType: 'sponsored_post' };
    const status = i < 60 ? 'approved' : ['pending', 'approved', 'rejected'][between(random, 0, 2)];
    contents.push(
      content(
        o,
        10001 + i,
        first.id,
        req,
        req.platform === 'youtube' ? yt : ig,
        status,
        isoAt(addDays('2026-01-02', i), 8 + (i % 10)),
        {
          displayedHeader: `Daily story #${i + 1}`,
        },
      ),
    );
  }
  return { campaigns, contents, posts: [], comments: [], opportunities: [] };
}

/** Monthly YouTube earnings (primary facts: revenue parts, line items, VAT, payment outcome). */
function earningsOf(o, acc, { months = 12, tiers = false, currencySwitch = '2026-05-01' } = {}) {
  const channel = acc.find((a) => a.accountType === 'youtube');
  const virtual = acc.find((a) => a.accountType === 'virtual');
  const random = seeded(o + 4242);
  const list = [];
  for (let i = 0; i < months; i++) {
    const month = addMonths(TODAY, -i);
    const parts = (scale) => {
      const p = {
        partnerProvided: between(random, 700, 1100) * scale,
        ugcContentId: between(random, 80, 200) * scale,
        descriptiveSearch: between(random, 20, 90) * scale,
        other: between(random, 10, 60) * scale,
        red: between(random, 60, 160) * scale,
        sponsorship: between(random, 40, 120) * scale,
        superchat: between(random, 30, 140) * scale,
        ownedAndOperated: between(random, 50, 110) * scale,
      };
      return Object.fromEntries(Object.entries(p).map(([k, v]) => [k, round2(v + random())]));
    };
    const status = i === 0 ? 'pending' : i === 2 ? 'failed' : 'paid';
    /** Paid in EUR from the switch on; a null switch keeps every month in USD. */
    const switched = currencySwitch !== null && month >= currencySwitch;
    const closed = status !== 'pending';
    list.push({
      id: o + 7001 + i,
      month,
      combinedVideoReportsState: i === 0 ? 'not_requested' : i === 1 ? 'generating' : 'generated',
      hasAccessibleVideosReport: i !== 0,
      revenueTiers: tiers
        ? [
            { minAmount: 0, maxAmount: 1000, percentage: 60 },
            { minAmount: 1000, maxAmount: 5000, percentage: 70 },
            { minAmount: 5000, maxAmount: null, percentage: 80 },
          ]
        : [],
      /** Currency of the payment; pending months follow the user's current currency. */
      paidCurrency: closed ? (switched ? 'EUR' : 'USD') : null,
      /** USD -> currency rates of the month. */
      rates: {
        USD: 1,
        EUR: round2(0.9 + (i % 5) * 0.01),
        JPY: 150 + i,
        GBP: round2(0.78 + (i % 3) * 0.01),
      },
      status,
      failureCode: status === 'failed' ? 'account_closed' : null,
      failureMessage:
        status === 'failed' ? 'The bank rejected the transfer: the account is closed.' : null,
      paymentMethod: closed ? (switched ? 'paypal' : 'ach') : null,
      reference: closed ? `${switched ? 'PP' : 'ACH'}-${o + 7001 + i}` : null,
      vat: month >= '2026-06-01' ? { licensing: 19, campaign: 19 } : null,
      taxMonths: i % 3 === 0 ? [month] : [],
      channels: [
        { accountUuid: channel.uuid, revenue: parts(1) },
        ...(month >= virtual.createdAt.slice(0, 7)
          ? [{ accountUuid: virtual.uuid, revenue: parts(0.15) }]
          : []),
      ],
      lineItems: [
        ...(i === 4
          ? [
              {
                description: 'Campaign payment: Hikari Skincare',
                amountUsd: 1250,
                kind: 'campaign',
              },
            ]
          : []),
        ...(i % 2 === 1 ? [{ description: 'Brand bonus', amountUsd: 25, kind: 'bonus' }] : []),
      ],
    });
  }
  return list;
}

/** Guides, documents and apps (documents are the user's, so they take the id offset). */
function documentsOf(o) {
  return [
    {
      id: o + 401,
      filename: 'Partner agreement 2026.pdf',
      date: '2026-01-12',
      downloadUrl: media.file(`document-${o + 401}`),
    },
    {
      id: o + 402,
      filename: 'W-9 form.pdf',
      date: '2025-12-02',
      downloadUrl: media.file(`document-${o + 402}`),
    },
  ];
}

/** Profile values of a persona. */
function profileOf(who, fields = {}) {
  return {
    furiganaLastName: null,
    furiganaFirstName: null,
    lastName: who.lastName,
    firstName: who.firstName,
    fullName: who.fullName,
    email: who.email,
    skypeName: null,
    telephone: '+1 415 555 0134',
    personalId: null,
    sex: 'female',
    birthDate: '1994-03-18',
    language: 'en',
    countryCode: 'US',
    state: 'CA',
    city: 'San Francisco',
    streetAddress: '500 Market Street',
    zipCode: '94105',
    ...fields,
  };
}

/** The company (the same flags for every persona unless the persona changes them). */
function companyOf(fields = {}, features = {}) {
  return {
    name: 'Northlight Media',
    hasCampaignsAccess: true,
    hasApps: true,
    hasYoutubePaymentsAccess: true,
    hasPaymentsAccess: true,
    dashboardLogoUrl: media.logo('company-northlight'),
    intercomAppId: 'nl3x9q2',
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
    ...fields,
    features: {
      splitEarnings: true,
      paypalApiIntegration: false,
      vat: true,
      furigana: false,
      personalId: false,
      ...features,
    },
  };
}

const MIKA = {
  firstName: 'Mika',
  lastName: 'Tanaka',
  fullName: 'Mika Tanaka',
  short: 'Mika',
  handle: 'mika',
  email: 'mika@example.com',
};

/** How each persona differs; every persona starts from the creator's world with its own ids. */
const VARIANTS = {
  creator: {},
  'busy-creator': {
    who: {
      firstName: 'Bea',
      lastName: 'Sato',
      fullName: 'Bea Sato',
      short: 'Bea',
      handle: 'bea',
      email: 'bea@example.com',
    },
    campaigns: 'busy',
  },
  'new-creator': {
    who: {
      firstName: 'Leo',
      lastName: 'Park',
      fullName: 'Leo Park',
      short: 'Leo',
      handle: 'leo',
      email: 'leo@example.com',
    },
    empty: true,
    user: { avatar: null, paypalEmailVerifiedAt: null, paymentCounterVisible: false },
    answers: [
      { id: 200001, customQuestionUuid: 'q-content-niche', answer: 'Gaming' },
      { id: 200002, customQuestionUuid: 'q-tax-residence', answer: 'United States' },
    ],
  },
  'payments-only': {
    user: { hasYoutubePaymentsAccess: false },
    company: { hasYoutubePaymentsAccess: false, hasCmses: false },
    earnings: false,
  },
  'no-campaigns': {
    user: { hasCampaignsAccess: false },
    company: { hasCampaignsAccess: false },
    campaigns: 'none',
  },
  'not-partner': { user: { partner: false } },
  onboarding: {
    user: {
      redirectToOnboarding: true,
      pendingOnboardingUrl: 'https://join.northlight.example.com/onboarding/{userId}',
    },
  },
  'new-contract': { user: { newContractUrl: 'https://sign.example.com/envelopes/partner-2027' } },
  'missing-profile': { profile: { birthDate: null, lastName: null } },
  'missing-payment': {
    payment: { paymentMethod: null, paypalEmail: null, fields: {} },
  },
  tipalti: {
    company: { hasPaymentProvider: true, handledByTipalti: true },
    widget: {
      displayPaymentWidgetOnDashboard: true,
      tipaltiIframeUrl: 'https://ui2.tipalti.example.com/payeedashboard/home?idap={userId}',
      missingTipaltiDetails: true,
    },
  },
  'revenue-tier': { user: { hasRevenueTier: true }, tiers: true },
  'single-currency': {
    company: { currencies: ['USD'] },
    payment: { currencyCode: 'USD' },
    currencySwitch: null,
  },
  'no-apps': { company: { hasApps: false } },
  'no-support-link': { network: { externalSupportUrl: 'no-link' } },
  'chat-support': { network: { externalSupportUrl: null } },
  'no-payments': {
    user: {
      hasYoutubePaymentsAccess: false,
      hasPaymentsAccess: false,
      paymentCounterVisible: false,
    },
    company: { hasYoutubePaymentsAccess: false, hasPaymentsAccess: false, hasCmses: false },
    earnings: false,
  },
  'payment-rails': {
    company: { hasPaymentProvider: true, handledByPaymentRails: true },
    widget: {
      displayPaymentWidgetOnDashboard: true,
      paymentRailsIframeUrl: 'https://widget.paymentrails.example.com/payee/{userId}',
      missingPaymentRailsDetails: false,
    },
  },
  furigana: {
    features: { furigana: true },
    profile: { furiganaLastName: 'タナカ', furiganaFirstName: 'ミカ' },
  },
  'personal-id': { features: { personalId: true }, profile: { personalId: 'AB1234567' } },
  monolingual: {
    company: { monolingual: true, availableLanguages: ['en'] },
    profile: { language: null },
  },
  'strict-profile': {
    company: { requireGender: true, requireAddress: true, requireTelephone: true },
  },
  skype: { company: { showSkype: true }, profile: { skypeName: 'mika.tanaka' } },
  'paypal-connect': {
    features: { paypalApiIntegration: true },
    user: { paypalEmailVerifiedAt: null },
    payment: { paypalEmail: null },
  },
  'paypal-unverified': {
    features: { paypalApiIntegration: true },
    user: { paypalEmailVerifiedAt: null },
  },
  'paypal-verified': { features: { paypalApiIntegration: true } },
  'no-country': {
    company: { requireCountry: false },
    profile: { countryCode: null, state: null },
  },
  'other-provider': { company: { hasPaymentProvider: true } },
};

/**
 * A fresh, deep, plain-JSON world for a persona. Deterministic; the same persona always
 * gives the same world. Shape (primary facts only; views.mjs derives the rest):
 * - `persona`, `today`, `ids` (next free id per kind, see views `nextId`);
 * - `user`: the User fields that are facts (flags, avatar, Payoneer/PayPal state, threshold);
 *   fullName, language, countryCode, payment fields and the *Missing flags are derived;
 * - `profile`: ProfileForm values (no customQuestionAnswers: those are `customQuestionAnswers`);
 * - `paymentDetails`: { paymentMethod, currencyCode, vatType, vatId, paypalEmail,
 *   epaymentsRecipientType, epaymentsRecipientId, fields: { <method field>: value } };
 * - `customQuestionAnswers`: [{ id, customQuestionUuid, answer }] (profile and payment ones);
 * - `company`, `network`, `messenger`, `widget`, `translations`, `countries`, `states`,
 *   `paymentMethods` (catalogue), `paymentMethodsByCountry`, `customQuestions`, `articles`,
 *   `apps`, `documents`;
 * - `accounts` (Account without activeAccountContract), `accountContracts` { uuid: contract|null };
 * - `campaigns`: Campaign facts + accountUuids, contentTypes, payment terms, contractUrl,
 *   requirements [{ id, platform, postType, contentType, publishBy }];
 * - `submittedContents`: [{ id, campaignId, requirementId|null, status, type, contentType,
 *   accountUuid, title, content, mediaFiles, thumbnailUrl, displayedHeader, createdAt }];
 * - `posts`: [{ id, campaignId, contentId, requirementId, type, content, thumbnailUrl,
 *   platform, accountUuid, publishedAt }];
 * - `comments`: [{ id, contentId, content, type, sentByCreator, seen, createdAt }];
 *   company messages with `seen: false` are the creator's unread ones;
 * - `opportunities`: [{ id, campaignId, message, acceptUrl, rejectUrl }];
 * - `earnings`: monthly facts (see earningsOf); `payments`: payments not tied to an earning.
 * @param {string} persona a name of `personaNames` or SIGNED_OUT
 */
export function seed(persona = 'creator') {
  if (persona === SIGNED_OUT) return { persona, signedOut: true, today: TODAY };
  const index = personaNames.indexOf(persona);
  if (index < 0) throw new Error(`Unknown persona "${persona}"`);
  const userId = 4242 + index;
  // A variant's URLs name the persona's own user ({userId}), never the creator's.
  const v = JSON.parse(JSON.stringify(VARIANTS[persona]).replaceAll('{userId}', String(userId)));
  const o = index * 100000;
  const who = { ...MIKA, ...v.who };
  const accounts = v.empty ? [] : accountsOf(o, who);
  const world = campaignWorldOf(v, o, accounts);
  const state = {
    persona,
    today: TODAY,
    user: userOf(userId, v.user),
    profile: profileOf(who, v.profile),
    paymentDetails: paymentDetailsOf(v, who, index),
    customQuestionAnswers: v.answers ?? [
      { id: o + 1, customQuestionUuid: 'q-content-niche', answer: 'Travel and food' },
      { id: o + 2, customQuestionUuid: 'q-tax-residence', answer: 'United States' },
    ],
    company: companyOf(v.company, v.features),
    network: {
      email: 'creators@northlight.example.com',
      logoUrl: media.logo('network-northlight'),
      darkLogoUrl: media.logo('network-northlight-dark'),
      externalSupportUrl: 'https://help.northlight.example.com',
      ...v.network,
    },
    messenger: {
      appId: 'nl3x9q2',
      userHash: createHmac('sha256', 'mock-intercom-secret').update(String(userId)).digest('hex'),
    },
    widget: { ...s.widget, ...v.widget },
    translations: structuredClone(s.translations),
    countries: structuredClone(s.countries),
    states: structuredClone(s.states),
    paymentMethods: structuredClone(s.paymentMethods),
    paymentMethodsByCountry: structuredClone(s.paymentMethodsByCountry),
    customQuestions: structuredClone(s.customQuestions),
    articles: structuredClone(s.articles),
    apps: structuredClone(s.apps),
    documents: v.empty ? [] : documentsOf(o),
    accounts,
    accountContracts: accountContractsOf(accounts, who),
    campaigns: world.campaigns,
    submittedContents: world.contents,
    posts: world.posts,
    comments: world.comments,
    opportunities: world.opportunities,
    earnings:
      v.empty || v.earnings === false
        ? []
        : earningsOf(o, accounts, {
            tiers: v.tiers,
            ...(v.currencySwitch === undefined ? {} : { currencySwitch: v.currencySwitch }),
          }),
    payments: paymentsOf(persona, o),
  };
  state.ids = nextIds(state, o);
  // A deep copy, so no two worlds share an object (module constants included).
  return structuredClone(state);
}

/** The campaigns, contents, posts, comments and opportunities of a persona's world. */
function campaignWorldOf(v, o, accounts) {
  if (v.empty || v.campaigns === 'none')
    return { campaigns: [], contents: [], posts: [], comments: [], opportunities: [] };
  return v.campaigns === 'busy' ? busyCampaigns(o, accounts) : creatorCampaigns(o, accounts);
}

/** The User fields that are facts, with the persona's own over them. */
function userOf(userId, own) {
  return {
    id: userId,
    avatar: media.avatar('user', userId),
    partner: true,
    hasNetworkAssigned: true,
    hasYoutubePaymentsAccess: true,
    hasPaymentsAccess: true,
    hasCampaignsAccess: true,
    hasRevenueTier: false,
    redirectToOnboarding: false,
    pendingOnboardingUrl: null,
    newContractUrl: null,
    payoneerPayeeStatus: 'N/A',
    paypalEmailVerifiedAt: '2026-02-11T09:30:00Z',
    connectWithPaypalUrl: `https://www.paypal.example.com/connect?client=${userId}`,
    paymentThreshold: 100,
    paymentCounterVisible: true,
    ...own,
  };
}

/** The saved payment details: PayPal in euros unless the persona says otherwise. */
function paymentDetailsOf(v, who, index) {
  const paymentDetails = {
    paymentMethod: 'paypal',
    currencyCode: 'EUR',
    vatType: 'individual',
    vatId: 'DE' + String(123456789 + index),
    paypalEmail: who.email,
    epaymentsRecipientType: null,
    epaymentsRecipientId: null,
    fields: {},
    ...v.payment,
  };
  if (v.empty) Object.assign(paymentDetails, { currencyCode: 'USD', vatType: null, vatId: null });
  return paymentDetails;
}

/** Payments tied to no earning: only the payments-only persona has them. */
function paymentsOf(persona, o) {
  const payments = [];
  if (persona === 'payments-only')
    for (let i = 0; i < 4; i++)
      payments.push({
        uuid: `00000000-0000-4000-9000-${pad(o + 801 + i, 12)}`,
        paidAt: `${addMonths(TODAY, -i - 1).slice(0, 8)}20T10:00:00Z`,
        amountPaidValue: i === 3 ? null : round2(640 + i * 115.5),
        amountPaidCurrency: 'EUR',
        paymentMethod: i === 3 ? 'holdmypayments' : 'paypal',
        simpleStatus: i === 3 ? 'pending' : 'paid',
        reference: i === 3 ? null : `CP-${o + 801 + i}`,
      });
  return payments;
}

/** The next free id per kind, above everything seeded (and inside the persona's id range). */
function nextIds(state, o) {
  const max = (list, floor) => Math.max(o + floor, ...list.map((x) => x.id)) + 1;
  return {
    account: max(state.accounts, 50),
    submittedContent: max(state.submittedContents, 20000),
    comment: max(state.comments, 5000),
    post: max(state.posts, 5000),
    customQuestionAnswer: max(state.customQuestionAnswers, 100),
  };
}

export { MOCK };
