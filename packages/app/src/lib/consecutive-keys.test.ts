import { describe, expect, it } from 'vitest';
import { consecutiveKeys } from './consecutive-keys';

describe('consecutiveKeys', () => {
  it.each([
    [
      ['p_a', 'p_b', 'p_c'],
      ['p_a', 'p_b', 'p_c'],
    ],
    [['p_a', 'p_c'], ['p_a']],
    [['p_b'], []],
    [[], []],
  ])('%j', (known, expected) => {
    expect(consecutiveKeys('p', (key): key is string => known.includes(key))).toEqual(expected);
  });
});
