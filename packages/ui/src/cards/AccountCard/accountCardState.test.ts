import { describe, expect, it } from 'vitest';
import {
  accountCardState,
  accountHandle,
  isAccountLinkable,
  type AccountCardData,
} from './accountCardState';

const authed: AccountCardData = {
  accountType: 'youtube',
  authable: true,
  authenticationStatus: 'authed',
  partnerApplicationState: 'completed',
  accountLifetimeStat: { subscriberCount: 1200 },
};

describe('accountCardState', () => {
  it.each<[string, { given: AccountCardData; want: ReturnType<typeof accountCardState> }]>([
    [
      'healthy account',
      {
        given: authed,
        want: {
          virtual: false,
          needsReauth: false,
          pending: false,
          status: 'connected',
          hint: null,
        },
      },
    ],
    [
      'lapsed authorization',
      {
        given: { ...authed, authenticationStatus: 'not_authed' },
        want: {
          virtual: false,
          needsReauth: true,
          pending: false,
          status: null,
          hint: 'connectToGetData',
        },
      },
    ],
    [
      'no subscriber data',
      {
        given: { ...authed, accountLifetimeStat: null },
        want: {
          virtual: false,
          needsReauth: false,
          pending: false,
          status: 'connected',
          hint: 'unableToFetchData',
        },
      },
    ],
    [
      'unpublished, with a count',
      {
        given: { ...authed, unpublished: true },
        want: {
          virtual: false,
          needsReauth: false,
          pending: false,
          status: 'connected',
          hint: 'unableToFetchData',
        },
      },
    ],
    [
      'pending application',
      {
        given: { ...authed, partnerApplicationState: 'in_review' },
        want: { virtual: false, needsReauth: false, pending: true, status: 'pending', hint: null },
      },
    ],
    [
      'virtual account',
      {
        given: { accountType: 'virtual', authable: false, partnerApplicationState: 'completed' },
        want: { virtual: true, needsReauth: false, pending: false, status: null, hint: null },
      },
    ],
    [
      'not authable, not authed',
      {
        given: { ...authed, authable: false, authenticationStatus: null },
        want: { virtual: false, needsReauth: false, pending: false, status: null, hint: null },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(accountCardState(given)).toEqual(want);
  });
});

describe('isAccountLinkable', () => {
  it.each<[string, AccountCardData, boolean]>([
    ['authed and completed', authed, true],
    [
      'not authable and completed',
      { ...authed, authable: false, authenticationStatus: null },
      true,
    ],
    ['needs reauth', { ...authed, authenticationStatus: 'not_authed' }, false],
    ['pending application', { ...authed, partnerApplicationState: 'in_review' }, false],
  ])('%s', (_name, given, want) => {
    expect(isAccountLinkable(given)).toBe(want);
  });
});

describe('accountHandle (one handle per account, the card’s)', () => {
  it.each<[string, Parameters<typeof accountHandle>[0], string | null]>([
    ['the page name first', { pageName: 'MikaTravels', username: 'mikatravels' }, 'MikaTravels'],
    ['else the username', { pageName: null, username: 'mika.eats' }, 'mika.eats'],
    ['an empty page name is none', { pageName: '', username: 'mika' }, 'mika'],
    ['neither: no handle', { pageName: null, username: null }, null],
  ])('%s', (_name, account, want) => expect(accountHandle(account)).toBe(want));
});
