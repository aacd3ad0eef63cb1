import type { Campaign, CampaignStatus, MissingPost, Opportunity } from '@creator/api-client';
import { campaignActionItem, type CampaignActionFields } from '@creator/ui';
import { describe, expect, it } from 'vitest';
import {
  actionTarget,
  campaignFlags,
  hasNoCampaigns,
  homeCards,
  listCards,
  requirementSummary,
  loaderStatus,
  missingSlots,
  morePostsCount,
  newestFirst,
  platformProgress,
  statusCount,
  toRows,
} from './campaign-rules';

const campaign = (id: number, opportunityId: number | null = null) =>
  ({ id, opportunityId }) as Campaign;
const opportunity = (id: number) => ({ id }) as Opportunity;

const cardIds = (cards: ReturnType<typeof homeCards>) =>
  cards.map((c) =>
    c.kind === 'campaign' ? `campaign:${c.campaign.id}` : `opportunity:${c.opportunity.id}`,
  );

describe('listCards', () => {
  it.each<[string, { given: Parameters<typeof listCards>; want: string[] }]>([
    [
      'plain campaigns',
      { given: [[campaign(1), campaign(2)], []], want: ['campaign:1', 'campaign:2'] },
    ],
    [
      'linked campaign becomes its opportunity, in its place',
      {
        given: [[campaign(1), campaign(3, 501), campaign(4)], [opportunity(501)]],
        want: ['campaign:1', 'opportunity:501', 'campaign:4'],
      },
    ],
    [
      'opportunity not found stays a campaign',
      { given: [[campaign(3, 999)], [opportunity(501)]], want: ['campaign:3'] },
    ],
    ['opportunities not loaded', { given: [[campaign(3, 501)], undefined], want: ['campaign:3'] }],
  ])('%s', (_name, { given, want }) => expect(cardIds(listCards(...given))).toEqual(want));
});

describe('homeCards (every open opportunity, then the active campaigns)', () => {
  it.each<[string, { given: Parameters<typeof homeCards>; want: string[] }]>([
    [
      'plain campaigns',
      { given: [[campaign(1), campaign(2)], []], want: ['campaign:1', 'campaign:2'] },
    ],
    [
      'an opportunity of an active campaign shows once, as the opportunity',
      {
        given: [[campaign(1), campaign(3, 501)], [opportunity(501)]],
        want: ['opportunity:501', 'campaign:1'],
      },
    ],
    [
      'an opportunity whose campaign is not on the first active page (upcoming, say) shows too',
      {
        given: [
          [campaign(1), campaign(3, 501)],
          [opportunity(501), opportunity(502)],
        ],
        want: ['opportunity:501', 'opportunity:502', 'campaign:1'],
      },
    ],
    [
      'a campaign linked to an opportunity no longer open is no campaign card either',
      { given: [[campaign(3, 999), campaign(4)], []], want: ['campaign:4'] },
    ],
  ])('%s', (_name, { given, want }) => expect(cardIds(homeCards(...given))).toEqual(want));

  it('links an opportunity to its campaign when the campaign is known', () => {
    const [first, second] = homeCards([campaign(3, 501)], [opportunity(501), opportunity(502)]);
    expect(first).toMatchObject({ kind: 'opportunity', campaignId: 3 });
    expect(second).toMatchObject({ kind: 'opportunity', campaignId: undefined });
  });

  it('links an opportunity to the campaign it names, an upcoming one too', () => {
    const upcoming = { id: 502, campaignId: 107 } as Opportunity;
    const [card] = homeCards([campaign(1)], [upcoming]);
    expect(card).toMatchObject({ kind: 'opportunity', campaignId: 107 });
  });
});

describe('requirementSummary', () => {
  const item = (postCount: number) => ({ id: 1, contentType: 'x', postCount, publishBy: null });
  it('sums the posts per type, platform by platform', () => {
    expect(
      requirementSummary({
        requirements: {
          youtube: { video: [item(1), item(1)] },
          instagram: { reel: [item(1)], story: [item(3)] },
        },
      } as Pick<Opportunity, 'requirements'>),
    ).toEqual([
      { platform: 'youtube', posts: [{ type: 'video', count: 2 }] },
      {
        platform: 'instagram',
        posts: [
          { type: 'reel', count: 1 },
          { type: 'story', count: 3 },
        ],
      },
    ]);
  });

  it('leaves out platforms with nothing required', () => {
    expect(
      requirementSummary({
        requirements: { youtube: { video: [] } },
      } as unknown as Pick<Opportunity, 'requirements'>),
    ).toEqual([]);
  });
});

describe('campaignActionItem (the one action of a card, by priority)', () => {
  const base: CampaignActionFields = {
    contractSignUrl: null,
    newContentRejected: false,
    newContentReviews: false,
    requiredPostsNumber: 2,
    submittedPostsNumber: 2,
  };
  it.each<[string, CampaignActionFields, string | null]>([
    [
      'everything pending: sign first',
      {
        contractSignUrl: 'https://sign.example.com/x',
        newContentRejected: true,
        newContentReviews: true,
        submittedPostsNumber: 0,
      },
      'signContract',
    ],
    [
      'rejected before reviews',
      { newContentRejected: true, newContentReviews: true, submittedPostsNumber: 0 },
      'editContent',
    ],
    [
      'reviews before publishing',
      { newContentReviews: true, submittedPostsNumber: 0 },
      'readComments',
    ],
    ['posts missing', { submittedPostsNumber: 1 }, 'publishContent'],
    ['all submitted', {}, null],
    ['more submitted than required', { submittedPostsNumber: 3 }, null],
  ])('%s', (_name, given, want) => expect(campaignActionItem({ ...base, ...given })).toBe(want));
});

describe('morePostsCount (+N)', () => {
  it.each<[number | null, number]>([
    [null, 0],
    [0, 0],
    [3, 0],
    [4, 1],
    [27, 24],
  ])('%s posts: +%s', (postCount, want) => expect(morePostsCount(postCount)).toBe(want));
});

describe('campaignFlags', () => {
  it.each<[string, Pick<Campaign, 'contractSignUrl' | 'newContentReviews'>, object]>([
    [
      'none',
      { contractSignUrl: null, newContentReviews: false },
      { pendingContract: false, newReviews: false },
    ],
    [
      'contract',
      { contractSignUrl: 'https://s.example.com', newContentReviews: false },
      { pendingContract: true, newReviews: false },
    ],
    [
      'reviews',
      { contractSignUrl: null, newContentReviews: true },
      { pendingContract: false, newReviews: true },
    ],
  ])('%s', (_name, given, want) => expect(campaignFlags(given)).toEqual(want));
});

describe('summary counts', () => {
  const summary = [
    { status: 'active', count: 25 },
    { status: 'upcoming', count: 0 },
  ] as const;
  it.each<[CampaignStatus, number]>([
    ['active', 25],
    ['upcoming', 0],
    ['completed', 0],
  ])('%s: %s', (status, want) => expect(statusCount([...summary], status)).toBe(want));
  it.each<[string, { status: CampaignStatus; count: number }[], boolean]>([
    ['some', [...summary], false],
    [
      'all zero',
      [
        { status: 'active', count: 0 },
        { status: 'upcoming', count: 0 },
      ],
      true,
    ],
    ['empty summary', [], true],
  ])('no campaigns: %s', (_name, given, want) => expect(hasNoCampaigns(given)).toBe(want));
});

describe('loaderStatus', () => {
  const q = {
    isError: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    isPending: false,
    hasNextPage: true,
  };
  it.each<[string, Partial<typeof q>, string]>([
    ['first page loading', { isPending: true }, 'loading'],
    ['more pages', {}, 'ready'],
    ['next page loading', { isFetchingNextPage: true }, 'loading'],
    ['next page failed', { isFetchNextPageError: true, isError: true }, 'error'],
    ['end', { hasNextPage: false }, 'complete'],
  ])('%s', (_name, given, want) => expect(loaderStatus({ ...q, ...given })).toBe(want));
});

describe('toRows', () => {
  it.each<[number[], number, number[][]]>([
    [[], 3, []],
    [[1, 2, 3, 4], 3, [[1, 2, 3], [4]]],
    [[1, 2], 1, [[1], [2]]],
    [[1, 2], 0, [[1], [2]]],
  ])('%j by %s', (items, columns, want) => expect(toRows(items, columns)).toEqual(want));
});

describe('requirements', () => {
  const post = (id: number, submitted: boolean) =>
    ({
      id,
      postType: 'video',
      contentType: 'sponsored_post',
      publishBy: null,
      posted: false,
      submitted,
    }) as MissingPost;
  it('missingSlots keeps the unsubmitted slots with their platform', () =>
    expect(
      missingSlots({
        missingPosts: { youtube: [post(1, true), post(2, false)], instagram: [post(3, false)] },
      }).map((s) => `${s.platform}:${s.id}`),
    ).toEqual(['youtube:2', 'instagram:3']));
  it.each<[string, Record<string, number>, Record<string, number>, object[]]>([
    ['both', { youtube: 1 }, { youtube: 2 }, [{ platform: 'youtube', submitted: 1, required: 2 }]],
    [
      'submitted without requirement',
      { twitch: 1 },
      { youtube: 1 },
      [
        { platform: 'youtube', submitted: 0, required: 1 },
        { platform: 'twitch', submitted: 1, required: 0 },
      ],
    ],
  ])('platformProgress: %s', (_name, submitted, required, want) =>
    expect(
      platformProgress({
        submittedPostsNumbersByPlatform: submitted,
        requiredPostsNumbersByPlatform: required,
      }),
    ).toEqual(want),
  );
  it('newestFirst sorts by createdAt descending', () =>
    expect(
      newestFirst([
        { id: 1, createdAt: '2026-11-02T15:40:00Z' },
        { id: 2, createdAt: '2026-11-16T09:12:00Z' },
        { id: 3, createdAt: '2026-10-01T00:00:00Z' },
      ]).map((c) => c.id),
    ).toEqual([2, 1, 3]));
});

describe('actionTarget (a card action opens what it names)', () => {
  const c = { id: 102, rejectedContentId: null, unreadContentId: null };
  it.each<[string, Parameters<typeof actionTarget>, string | null]>([
    [
      'edit: the one rejected content',
      ['editContent', { ...c, rejectedContentId: 9001 }],
      '/campaigns/102/submitted_contents/9001',
    ],
    [
      'read comments: the comments of the one content with unread ones',
      ['readComments', { ...c, unreadContentId: 9001 }],
      '/campaigns/102/submitted_contents/9001/comments',
    ],
    ['several rejected: the campaign page', ['editContent', c], null],
    ['several with unread comments: the campaign page', ['readComments', c], null],
    [
      'publish: the submit overlay over the campaign page',
      ['publishContent', { ...c, rejectedContentId: 9001 }],
      '/campaigns/102/submitted_contents/new',
    ],
    ['sign contract: no page of ours', ['signContract', c], null],
  ])('%s', (_name, given, want) => expect(actionTarget(...given)).toBe(want));
});
