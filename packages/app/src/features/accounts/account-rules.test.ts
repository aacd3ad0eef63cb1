import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import {
  connectErrorOf,
  isTiktokProfileUrl,
  linksToDetail,
  missingProviders,
} from './account-rules';

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

describe('linksToDetail on the accounts page', () => {
  it.each<[string, { given: Parameters<typeof linksToDetail>[0]; want: boolean }]>([
    ['authed, completed', { given: makeAccount(), want: true }],
    [
      'authed, pending partnership',
      { given: makeAccount({ partnerApplicationState: 'pending' }), want: false },
    ],
    ['needs reauth', { given: makeAccount({ authenticationStatus: 'not_authed' }), want: false }],
    [
      'not authable (virtual), completed',
      {
        given: makeAccount({
          accountType: 'virtual',
          authenticationStatus: 'not_authed',
          authable: false,
        }),
        want: true,
      },
    ],
    [
      'not authable, rejected',
      {
        given: makeAccount({
          authenticationStatus: 'not_authed',
          authable: false,
          partnerApplicationState: 'rejected',
        }),
        want: false,
      },
    ],
  ])('%s', (_name, { given, want }) => expect(linksToDetail(given, 'accounts')).toBe(want));
});

describe('connectErrorOf', () => {
  it.each<[string, { given: string; want: ReturnType<typeof connectErrorOf> }]>([
    ['no error', { given: '', want: null }],
    [
      'denied, with provider',
      {
        given: 'error=access_denied&error_description=No&provider=twitch',
        want: { error: 'access_denied', provider: 'twitch' },
      },
    ],
    [
      'server error without provider',
      { given: 'error=server_error', want: { error: 'server_error', provider: null } },
    ],
    [
      'unknown provider dropped',
      {
        given: 'error=access_denied&provider=myspace',
        want: { error: 'access_denied', provider: null },
      },
    ],
    [
      'other errors ignored',
      { given: 'error=temporarily_unavailable&provider=youtube', want: null },
    ],
  ])('%s', (_name, { given, want }) =>
    expect(connectErrorOf(new URLSearchParams(given))).toEqual(want),
  );
});

describe('isTiktokProfileUrl', () => {
  it.each<[string, boolean]>([
    ['https://www.tiktok.com/@leo.park', true],
    ['https://tiktok.com/@leo_park/', true],
    ['  https://www.tiktok.com/@leo ', true],
    // The server refuses these, so the overlay does too (one rule).
    ['https://m.tiktok.com/@leo', false],
    ['https://www.tiktok.com/@leo?lang=en', false],
    ['http://www.tiktok.com/@leo', false],
    ['https://www.tiktok.com/leo', false],
    ['https://example.com/@leo', false],
    ['https://www.tiktok.com/@l', false],
    ['', false],
  ])('%s', (given, want) => expect(isTiktokProfileUrl(given)).toBe(want));
});
