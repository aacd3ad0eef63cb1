import type { AccountContract } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import {
  accountDisplayName,
  contractButtonState,
  contractStatus,
  showsRevenueShare,
  showsReconnect,
  showsRevokeLink,
  showsUpgrade,
} from './detail-rules';

const contract = (overrides: Partial<AccountContract> = {}): AccountContract => ({
  signedOn: '2024-06-14',
  signedFile: { url: 'https://files.example.com/c.pdf' },
  selectedLanguageVersion: { file: null },
  personalDetails: null,
  guardianPersonalDetails: null,
  terms: { autoRenewing: false, requiredNoticeForTerminationInMonths: null },
  expired: false,
  expiresOn: null,
  ...overrides,
});

const percentages = {
  channelPartnerSoldPercentage: 10,
  channelYoutubeSoldPercentage: null,
  channelAdsenseSoldPercentage: null,
  channelPaidFeaturesPercentage: null,
  channelPartnerProvidedPercentage: null,
  channelUgcPercentage: null,
  channelOwnedAndOperatedPercentage: null,
};

describe('contractButtonState', () => {
  it.each<[string, AccountContract | null, string]>([
    ['no contract', null, 'hidden'],
    ['contract without file', contract({ signedFile: null }), 'disabled'],
    ['contract with file', contract(), 'enabled'],
  ])('%s', (_name, given, want) => expect(contractButtonState(given)).toBe(want));
});

describe('contractStatus', () => {
  it.each<[string, AccountContract | null, ReturnType<typeof contractStatus>]>([
    ['no contract', null, { kind: 'not_applicable' }],
    [
      'auto-renewing',
      contract({ terms: { autoRenewing: true, requiredNoticeForTerminationInMonths: 3 } }),
      { kind: 'auto_renewing', noticeMonths: 3 },
    ],
    ['expired', contract({ expired: true, expiresOn: '2025-01-01' }), { kind: 'expired' }],
    ['expires', contract({ expiresOn: '2027-01-31' }), { kind: 'expires', date: '2027-01-31' }],
    ['no date', contract(), { kind: 'not_applicable' }],
  ])('%s', (_name, given, want) => expect(contractStatus(given)).toEqual(want));
});

describe('showsRevenueShare', () => {
  it.each<[string, boolean, boolean, boolean, boolean]>([
    // [name, company hasCmses, account has percentages, user hasRevenueTier, shown]
    ['all three conditions', true, true, false, true],
    ['company without CMS', false, true, false, false],
    ['account without percentages', true, false, false, false],
    ['user with a revenue tier', true, true, true, false],
  ])('%s', (_name, hasCmses, withPercentages, hasRevenueTier, want) =>
    expect(
      showsRevenueShare(
        { hasCmses },
        makeAccount({ percentages: withPercentages ? percentages : null }),
        { hasRevenueTier },
      ),
    ).toBe(want),
  );
});

describe('showsRevokeLink and showsReconnect (never both)', () => {
  it.each<[string, Parameters<typeof makeAccount>[0], { revoke: boolean; reconnect: boolean }]>([
    ['no CMS, authable, authed', {}, { revoke: true, reconnect: false }],
    ['in a CMS', { cmsPresent: true }, { revoke: false, reconnect: false }],
    ['not authable', { authable: false }, { revoke: false, reconnect: false }],
    [
      'revoked or lapsed: reconnect, not revoke again',
      { authenticationStatus: 'not_authed' },
      { revoke: false, reconnect: true },
    ],
    [
      'virtual',
      { accountType: 'virtual', authable: false, authenticationStatus: 'not_authed' },
      { revoke: false, reconnect: false },
    ],
  ])('%s', (_name, given, want) => {
    const account = makeAccount(given);
    expect({ revoke: showsRevokeLink(account), reconnect: showsReconnect(account) }).toEqual(want);
  });
});

describe('showsUpgrade', () => {
  it.each<[string, Parameters<typeof makeAccount>[0], boolean]>([
    [
      'an Instagram account that can upgrade',
      { accountType: 'instagram', canUpgradeToBusiness: true },
      true,
    ],
    [
      'an Instagram business account',
      { accountType: 'instagram', canUpgradeToBusiness: false },
      false,
    ],
    [
      'not Instagram, whatever the flag',
      { accountType: 'facebook', canUpgradeToBusiness: true },
      false,
    ],
  ])('%s', (_name, given, want) => expect(showsUpgrade(makeAccount(given))).toBe(want));
});

describe('accountDisplayName', () => {
  it.each<[string, Parameters<typeof makeAccount>[0], string]>([
    ['youtube: the title, as on its card', {}, 'Mika Travels'],
    [
      'X: the title, as on its card, not the person behind it',
      { accountType: 'twitter', title: 'Mika on X', name: 'Mika Tanaka' },
      'Mika on X',
    ],
    [
      'Instagram: the title (the handle), as on its card',
      { accountType: 'instagram', title: 'mika.eats', name: 'Mika Eats' },
      'mika.eats',
    ],
    [
      'no title: the name',
      { accountType: 'facebook', title: '', name: 'Mika Tanaka', pageName: 'Mika Official' },
      'Mika Tanaka',
    ],
    [
      'neither title nor name: the page name',
      { accountType: 'facebook', title: '', name: '', pageName: 'Mika Official' },
      'Mika Official',
    ],
  ])('%s', (_name, given, want) => expect(accountDisplayName(makeAccount(given))).toBe(want));
});
