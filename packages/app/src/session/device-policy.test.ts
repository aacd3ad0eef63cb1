import {
  accountKeys,
  campaignKeys,
  companyKeys,
  contentKeys,
  countryKeys,
  earningKeys,
  profileKeys,
  settingsKeys,
  translationKeys,
  userKeys,
} from '@creator/api-client';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isKeptRead, KEEP_MAX_AGE_MS, shouldKeepQuery } from './device-policy';

const DAY = 24 * 60 * 60 * 1000;

describe('which reads are kept on the device', () => {
  it.each<[string, QueryKey]>([
    ['the user', userKeys.me()],
    ['the network', userKeys.network()],
    ['the guides', userKeys.articles()],
    ['the documents list', userKeys.documents()],
    ['the company', companyKeys.detail()],
    ['the translations', translationKeys.language('ja')],
    ['a campaigns list', campaignKeys.list('active')],
    ['a campaign page', campaignKeys.detail('42')],
    ['a campaign content list', contentKeys.list('42')],
    ['the accounts', accountKeys.list()],
    [
      'an analytics report',
      accountKeys.analytics('uuid', { period: 'month', year: 2026, month: 11 }),
    ],
    ['the earnings', earningKeys.youtube()],
    ['the payments', earningKeys.payments()],
    ['the countries', countryKeys.all],
    ['the payment methods', settingsKeys.paymentMethods()],
  ])('keeps %s', (_name, key) => {
    expect(isKeptRead(key)).toBe(true);
  });

  it.each<[string, QueryKey]>([
    ['the profile (personal id, birth date, address)', profileKeys.profile()],
    ['the payment details (account numbers)', profileKeys.paymentDetails()],
    ['the chat identity hash', userKeys.messenger()],
    ['a payment widget (signed URL)', settingsKeys.widget('tipalti')],
    ['a Payoneer link (signed URL)', settingsKeys.payoneerLink('login')],
    ['a report file', earningKeys.combinedVideoReport('7')],
    ['a read nobody decided on', ['something-new']],
    ['a key that only shares a word', ['user']],
  ])('never keeps %s', (_name, key) => {
    expect(isKeptRead(key)).toBe(false);
  });
});

describe('shouldKeepQuery', () => {
  const NOW = Date.UTC(2026, 10, 27, 12);
  const queryAt = (key: QueryKey, updatedAt: number, status: 'success' | 'error' = 'success') => {
    const cache = new QueryClient().getQueryCache();
    const query = cache.build(new QueryClient(), { queryKey: key });
    query.setState({
      status,
      data: status === 'success' ? {} : undefined,
      dataUpdatedAt: updatedAt,
    });
    return query;
  };

  it('keeps a kept read answered within seven days', () => {
    expect(KEEP_MAX_AGE_MS).toBe(7 * DAY);
    expect(shouldKeepQuery(queryAt(userKeys.me(), NOW - 7 * DAY), NOW)).toBe(true);
  });

  it('drops data older than seven days, a failed read and a read never kept', () => {
    expect(shouldKeepQuery(queryAt(userKeys.me(), NOW - 7 * DAY - 1), NOW)).toBe(false);
    expect(shouldKeepQuery(queryAt(userKeys.me(), NOW, 'error'), NOW)).toBe(false);
    expect(shouldKeepQuery(queryAt(profileKeys.paymentDetails(), NOW), NOW)).toBe(false);
  });
});
