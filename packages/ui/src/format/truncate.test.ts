import { describe, expect, it } from 'vitest';
import { ELLIPSIS, TEXT_LIMITS, truncate } from '.';

describe('TEXT_LIMITS', () => {
  it('has the product text cuts', () => {
    expect(TEXT_LIMITS).toEqual({ textPost: 250, accountTitle: 24, editHeader: 70, default: 100 });
  });
});

describe('truncate', () => {
  it.each([
    ['short text unchanged', { given: ['Hello', 10], want: 'Hello' }],
    ['exactly the limit unchanged', { given: ['abcdefghij', 10], want: 'abcdefghij' }],
    ['one over is cut to limit with ellipsis', { given: ['abcdefghijk', 10], want: 'abcdefghi…' }],
    ['trailing space dropped before ellipsis', { given: ['abcd efghij', 6], want: 'abcd…' }],
    ['emoji not split', { given: ['😀😀😀😀', 3], want: '😀😀…' }],
    ['limit 1 is only the ellipsis', { given: ['abc', 1], want: '…' }],
    ['limit 0 is empty', { given: ['abc', 0], want: '' }],
    ['empty text', { given: ['', 5], want: '' }],
    ['null text', { given: [null, 5], want: '' }],
  ] as const)('%s', (_name, { given, want }) => {
    expect(truncate(given[0], given[1])).toBe(want);
  });

  it('defaults to 100 characters', () => {
    const result = truncate('x'.repeat(150));
    expect(result).toHaveLength(100);
    expect(result.endsWith(ELLIPSIS)).toBe(true);
  });

  it.each([
    ['account title', { limit: TEXT_LIMITS.accountTitle }],
    ['edit header', { limit: TEXT_LIMITS.editHeader }],
    ['text post', { limit: TEXT_LIMITS.textPost }],
  ])('never exceeds the %s limit', (_name, { limit }) => {
    expect(Array.from(truncate('word '.repeat(100), limit)).length).toBeLessThanOrEqual(limit);
  });
});
