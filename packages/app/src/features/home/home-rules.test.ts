import type { Campaign, Opportunity } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeNetwork, makeUser } from '../../test/fixtures';
import {
  contactEmail,
  homeCards,
  linksToDetail,
  missingProviders,
  revenueAccount,
  signContractNotice,
} from './home-rules';

const campaign = (id: number, opportunityId: number | null = null) =>
  ({ id, opportunityId }) as Campaign;
const opportunity = (id: number) => ({ id }) as Opportunity;

describe('homeCards', () => {
  it.each<[string, { given: Parameters<typeof homeCards>; want: string[] }]>([
    [
      'plain campaigns',
      { given: [[campaign(1), campaign(2)], []], want: ['campaign:1', 'campaign:2'] },
    ],
    [
      'linked campaign becomes its opportunity',
      {
        given: [[campaign(1), campaign(3, 501)], [opportunity(501)]],
        want: ['campaign:1', 'opportunity:501'],
      },
    ],
    [
      'opportunity not found stays a campaign',
      { given: [[campaign(3, 999)], [opportunity(501)]], want: ['campaign:3'] },
    ],
    ['opportunities not loaded', { given: [[campaign(3, 501)], undefined], want: ['campaign:3'] }],
  ])('%s', (_name, { given, want }) =>
    expect(
      homeCards(...given).map((c) =>
        c.kind === 'campaign' ? `campaign:${c.campaign.id}` : `opportunity:${c.opportunity.id}`,
      ),
    ).toEqual(want),
  );
});

describe('missingProviders', () => {
  it.each<[string, { given: Parameters<typeof missingProviders>[0]; want: string[] }]>([
    [
      'no accounts',
      {
        given: [],
        want: ['youtube', 'facebook', 'instagram', 'twitter', 'twitch', 'tiktok_creator'],
      },
    ],
    [
      'youtube and virtual connected',
      {
        given: [makeAccount(), makeAccount({ accountType: 'virtual', uuid: '2' })],
        want: ['facebook', 'instagram', 'twitter', 'twitch', 'tiktok_creator'],
      },
    ],
    [
      'every provider',
      {
        given: (
          ['youtube', 'facebook', 'instagram', 'twitter', 'twitch', 'tiktok_creator'] as const
        ).map((accountType) => makeAccount({ accountType })),
        want: [],
      },
    ],
  ])('%s', (_name, { given, want }) => expect(missingProviders(given)).toEqual(want));
});

describe('account rules', () => {
  it.each<[string, { given: Parameters<typeof linksToDetail>[0]; want: boolean }]>([
    ['authed links', { given: makeAccount(), want: true }],
    [
      'needs reauth does not link',
      { given: makeAccount({ authenticationStatus: 'not_authed' }), want: false },
    ],
    [
      'virtual links',
      {
        given: makeAccount({
          accountType: 'virtual',
          authenticationStatus: 'not_authed',
          authable: false,
        }),
        want: true,
      },
    ],
  ])('linksToDetail: %s', (_name, { given, want }) => expect(linksToDetail(given)).toBe(want));

  it.each<[string, { given: Parameters<typeof revenueAccount>[0]; want: string | null }]>([
    [
      'first authed youtube',
      {
        given: [makeAccount({ accountType: 'instagram', uuid: '1' }), makeAccount({ uuid: '2' })],
        want: '2',
      },
    ],
    [
      'reauth youtube is skipped',
      { given: [makeAccount({ authenticationStatus: 'not_authed' })], want: null },
    ],
    ['accounts not loaded', { given: undefined, want: null }],
  ])('revenueAccount: %s', (_name, { given, want }) =>
    expect(revenueAccount(given)?.uuid ?? null).toBe(want),
  );
});

describe('contactEmail', () => {
  it.each<[string, { given: Parameters<typeof contactEmail>; want: string | null }]>([
    [
      'YouTube payments access',
      {
        given: [makeUser({ paymentCounterVisible: false }), makeNetwork()],
        want: 'creators@northlight.example.com',
      },
    ],
    [
      'counter visible only',
      {
        given: [makeUser({ hasYoutubePaymentsAccess: false }), makeNetwork()],
        want: 'creators@northlight.example.com',
      },
    ],
    [
      'neither',
      {
        given: [
          makeUser({ hasYoutubePaymentsAccess: false, paymentCounterVisible: false }),
          makeNetwork(),
        ],
        want: null,
      },
    ],
    ['network without email', { given: [makeUser(), makeNetwork({ email: null })], want: null }],
    ['network not loaded', { given: [makeUser(), undefined], want: null }],
  ])('%s', (_name, { given, want }) => expect(contactEmail(...given)).toBe(want));
});

describe('signContractNotice', () => {
  it.each<[string, { given: string | null; want: string | null }]>([
    ['declined', { given: 'declined', want: 'declined' }],
    ['signed', { given: 'signed', want: 'signed' }],
    ['any other value is success', { given: 'yes', want: 'signed' }],
    ['absent', { given: null, want: null }],
  ])('signContractNotice: %s', (_name, { given, want }) =>
    expect(signContractNotice(given)).toBe(want),
  );
});
