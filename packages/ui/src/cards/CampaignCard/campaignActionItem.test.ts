import { describe, expect, it } from 'vitest';
import { campaignActionItem, type CampaignActionFields } from './campaignActionItem';

const done = { requiredPostsNumber: 2, submittedPostsNumber: 2 };

const cases: [
  string,
  { given: CampaignActionFields; want: ReturnType<typeof campaignActionItem> },
][] = [
  [
    'contract first, even with everything else pending',
    {
      given: {
        contractSignUrl: 'https://sign.example.com/c/1',
        newContentRejected: true,
        newContentReviews: true,
        requiredPostsNumber: 3,
        submittedPostsNumber: 0,
      },
      want: 'signContract',
    },
  ],
  [
    'rejected content before reviews',
    { given: { ...done, newContentRejected: true, newContentReviews: true }, want: 'editContent' },
  ],
  [
    'new reviews before missing posts',
    {
      given: { newContentReviews: true, requiredPostsNumber: 3, submittedPostsNumber: 1 },
      want: 'readComments',
    },
  ],
  [
    'missing posts',
    { given: { requiredPostsNumber: 3, submittedPostsNumber: 1 }, want: 'publishContent' },
  ],
  ['all posts submitted', { given: done, want: null }],
  [
    'missing posts of an upcoming campaign: nothing to publish yet',
    {
      given: { status: 'upcoming', requiredPostsNumber: 3, submittedPostsNumber: 0 },
      want: null,
    },
  ],
  [
    'missing posts of a completed campaign: too late to publish',
    {
      given: { status: 'completed', requiredPostsNumber: 3, submittedPostsNumber: 1 },
      want: null,
    },
  ],
  [
    'missing posts of an active campaign',
    {
      given: { status: 'active', requiredPostsNumber: 3, submittedPostsNumber: 1 },
      want: 'publishContent',
    },
  ],
  [
    'an unanswered opportunity has no campaign action',
    {
      given: {
        status: 'active',
        opportunityId: 501,
        requiredPostsNumber: 3,
        submittedPostsNumber: 0,
      },
      want: null,
    },
  ],
  [
    'more submitted than required',
    { given: { requiredPostsNumber: 1, submittedPostsNumber: 4 }, want: null },
  ],
  ['empty sign url does not count', { given: { ...done, contractSignUrl: '' }, want: null }],
  [
    'null fields',
    {
      given: {
        contractSignUrl: null,
        newContentRejected: null,
        newContentReviews: null,
        requiredPostsNumber: null,
        submittedPostsNumber: null,
      },
      want: null,
    },
  ],
];

describe('campaignActionItem', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(campaignActionItem(given)).toBe(want);
  });
});
