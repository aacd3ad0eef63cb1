import type { AccountContract } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import {
  accountDisplayName,
  contractButtonState,
  contractStatus,
  showsRevenueShare,
  showsRevokeLink,
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

describe('showsRevokeLink', () => {
  it.each<[string, boolean, boolean, boolean]>([
    ['no CMS, authable', false, true, true],
    ['in a CMS', true, true, false],
    ['not authable', false, false, false],
  ])('%s', (_name, cmsPresent, authable, want) =>
    expect(showsRevokeLink(makeAccount({ cmsPresent, authable }))).toBe(want),
  );
});

describe('accountDisplayName', () => {
  it.each<[string, Parameters<typeof makeAccount>[0], string]>([
    ['youtube: name', {}, 'Mika Travels'],
    [
      'facebook: page name',
      { accountType: 'facebook', name: 'Mika Tanaka', pageName: 'Mika Official' },
      'Mika Official',
    ],
    ['facebook without page name', { accountType: 'facebook', name: 'Mika Tanaka' }, 'Mika Tanaka'],
  ])('%s', (_name, given, want) => expect(accountDisplayName(makeAccount(given))).toBe(want));
});
