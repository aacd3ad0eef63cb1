import { describe, expect, it } from 'vitest';
import { pageMisses } from './bench-lighthouse.mjs';

const floor = { score: 0.96, lcp: 1864, tbt: 162, cls: 0, readsLag: NaN };
const page = (over) => ({ score: 0.95, lcp: 2000, tbt: 200, cls: 0.01, readsLag: 20, ...over });

describe('pageMisses: a page judged against the floor of the same run', () => {
  it('meets every target within the floor-relative limits', () => {
    expect(pageMisses(page(), floor, 900)).toEqual([]);
  });
  it.each([
    ['score', { score: 0.93 }, 900, /^score 0\.93 < 0\.94/],
    ['TBT', { tbt: 250 }, 900, /^TBT 250 > 243 ms/],
    ['LCP', { lcp: 2100 }, 900, /^LCP 2100 > 2050 ms/],
    ['real LCP', {}, 1200, /^real LCP 1200 > 1000 ms/],
    ['CLS', { cls: 0.1 }, 900, /^CLS 0\.100 > 0\.02/],
    ['reads lag', { readsLag: 300 }, 900, /^reads\+ 300 > 100 ms/],
  ])('misses on %s, saying the figure and its limit', (_, over, realLcp, said) => {
    const misses = pageMisses(page(over), floor, realLcp);
    expect(misses).toHaveLength(1);
    expect(misses[0]).toMatch(said);
  });
  it('a page with no API read (reads+ unknown) is not judged on it', () => {
    expect(pageMisses(page({ readsLag: NaN }), floor, 900)).toEqual([]);
  });
});
