import 'dayjs/locale/ja';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import { paymentMonthLabel, revenueAccount } from './payment-rules';

describe('payment rules', () => {
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

describe('paymentMonthLabel', () => {
  it.each<[string, { given: Parameters<typeof paymentMonthLabel>; want: string }]>([
    ['English', { given: ['2026-11-01', 'en'], want: 'November 2026' }],
    ['Japanese', { given: ['2026-11-01', 'ja'], want: '11月 2026' }],
    ['unknown', { given: [null, 'en'], want: '' }],
    ['not a date', { given: ['soon', 'en'], want: '' }],
  ])('%s', (_name, { given, want }) => expect(paymentMonthLabel(...given)).toBe(want));
});
