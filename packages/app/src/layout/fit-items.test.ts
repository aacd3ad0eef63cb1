import { describe, expect, it } from 'vitest';
import { fitItems } from './fit-items';

describe('fitItems', () => {
  it.each<[string, { given: [number[], number, number, number]; want: number }]>([
    ['all fit exactly', { given: [[50, 50, 50], 40, 154, 2], want: 3 }],
    ['one too many: room for More', { given: [[50, 50, 50], 40, 153, 2], want: 2 }],
    ['More pushes out a second item', { given: [[50, 50, 50], 60, 120, 2], want: 1 }],
    ['nothing fits beside More', { given: [[80, 80], 60, 100, 2], want: 0 }],
    ['no items', { given: [[], 60, 0, 2], want: 0 }],
  ])('%s', (_name, { given, want }) => {
    expect(fitItems(...given)).toBe(want);
  });
});
