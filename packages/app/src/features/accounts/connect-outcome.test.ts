import type { Account } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import type { ConnectIntent } from './connect-marker';
import { connectOutcome, intentFor } from './connect-outcome';

const youtube = makeAccount({ uuid: '1001', accountType: 'youtube' });
const newYoutube = makeAccount({ uuid: '1050', accountType: 'youtube' });
const newX = makeAccount({ uuid: '1051', accountType: 'twitter' });
const revoked = makeAccount({
  uuid: '1002',
  authenticationStatus: 'not_authed',
  authorizedOn: '2026-01-01T00:00:00Z',
});
const insta = makeAccount({
  uuid: '1003',
  accountType: 'instagram',
  canUpgradeToBusiness: true,
  authorizedOn: '2026-01-01T00:00:00Z',
});
const authed = (a: Account, authorizedOn = '2026-11-27T04:00:00Z'): Account => ({
  ...a,
  authenticationStatus: 'authed',
  authorizedOn,
});

const connect: ConnectIntent = { kind: 'connect', provider: 'youtube', knownUuids: ['1001'] };

describe('connectOutcome', () => {
  it.each<[string, ConnectIntent, Account[], { kind: string; uuid: string } | null]>([
    [
      'a new account of the provider',
      connect,
      [youtube, newYoutube],
      { kind: 'connected', uuid: '1050' },
    ],
    ['back without finishing: the same list', connect, [youtube], null],
    ['a new account of another provider only', connect, [youtube, newX], null],
    [
      'reconnect of a revoked account, authed again',
      intentFor('reconnect', revoked),
      [authed(revoked)],
      { kind: 'reconnected', uuid: '1002' },
    ],
    ['reconnect, back without finishing', intentFor('reconnect', revoked), [revoked], null],
    [
      'reconnect of an authed account, newer authorisation',
      intentFor('reconnect', authed(revoked, 'a')),
      [authed(revoked, 'b')],
      { kind: 'reconnected', uuid: '1002' },
    ],
    [
      'reconnect of an authed account, unchanged',
      intentFor('reconnect', authed(revoked, 'a')),
      [authed(revoked, 'a')],
      null,
    ],
    [
      'reconnect of an account gone from the list',
      intentFor('reconnect', revoked),
      [youtube],
      null,
    ],
    [
      'upgrade finished',
      intentFor('upgrade', insta),
      [authed({ ...insta, canUpgradeToBusiness: false })],
      { kind: 'upgraded', uuid: '1003' },
    ],
    ['upgrade, back without finishing', intentFor('upgrade', insta), [insta], null],
    [
      'upgrade, not authed',
      intentFor('upgrade', insta),
      [{ ...insta, canUpgradeToBusiness: false, authenticationStatus: 'not_authed' }],
      null,
    ],
  ])('%s', (_name, intent, accounts, want) => {
    const outcome = connectOutcome(intent, accounts);
    expect(outcome && { kind: outcome.kind, uuid: outcome.account.uuid }).toEqual(want);
  });
});
