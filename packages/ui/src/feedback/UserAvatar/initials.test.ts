import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Ana María López', 'AL'],
    ['mika', 'M'],
    ['山田 太郎', '山太'],
    ['Mika (Travels)', 'MT'],
    ['Mika - vlogs', 'MV'],
    ['  ', ''],
    [null, ''],
    ['(((', ''],
  ])('%s -> %s', (name, want) => expect(initials(name)).toBe(want));
});
