import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import { linksToDetail, missingProviders } from './account-rules';

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
});
