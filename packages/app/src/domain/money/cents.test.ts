import { describe, expect, it } from 'vitest';
import { cents } from './cents';

describe('cents', () => {
  it.each<[number | null, number | null]>([
    [0.1 + 0.2, 0.3],
    [12.345, 12.35],
    [null, null],
  ])('%s -> %s', (given, want) => expect(cents(given)).toBe(want));
});
