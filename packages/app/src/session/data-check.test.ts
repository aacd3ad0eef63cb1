import { describe, expect, it } from 'vitest';
import { checkedFlags, type DataFlags } from './data-check';

const flags = (payment: boolean, profile: boolean): DataFlags => ({
  paymentDetailsMissing: payment,
  profileDetailsMissing: profile,
});

describe('checkedFlags', () => {
  it.each([
    ['the session start: as they are', undefined, flags(true, false), flags(true, false)],
    [
      'missing since the start: still sends there',
      flags(true, true),
      flags(true, true),
      flags(true, true),
    ],
    ['saved: off', flags(true, true), flags(false, true), flags(false, true)],
    [
      'missing after a change in the session: not acted on',
      flags(false, false),
      flags(true, true),
      flags(false, false),
    ],
    [
      'off once, missing again: stays off',
      flags(false, true),
      flags(true, true),
      flags(false, true),
    ],
  ] as const)('%s', (_name, start, now, want) => {
    expect(checkedFlags(start, now)).toEqual(want);
  });
});
