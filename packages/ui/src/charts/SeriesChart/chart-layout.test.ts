import { describe, expect, it } from 'vitest';
import {
  labelWidth,
  pointAxis,
  pointBars,
  roundStep,
  valueAxis,
  valueAxisWidth,
  valueExtent,
  xLabelIndices,
} from './chart-layout';

/** The y axis's labels for values up to `max` (from 0), on a 200 px plot. */
const ticksUpTo = (max: number, options: { suggestedMax?: number; allowDecimals?: boolean } = {}) =>
  valueAxis({
    extent: [0, max],
    suggestedMax: options.suggestedMax,
    allowDecimals: options.allowDecimals ?? true,
    top: 0,
    bottom: 200,
  }).ticks;

describe('the y axis', () => {
  it('labels 0 and four equal round steps reaching the highest value', () => {
    expect(ticksUpTo(543_096)).toEqual([0, 150_000, 300_000, 450_000, 600_000]);
    expect(ticksUpTo(1_100)).toEqual([0, 300, 600, 900, 1_200]);
    expect(ticksUpTo(2_216)).toEqual([0, 600, 1_200, 1_800, 2_400]);
    expect(ticksUpTo(0.9)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('keeps counts whole, and reaches the suggested top when the data stays below it', () => {
    expect(ticksUpTo(19, { allowDecimals: false })).toEqual([0, 5, 10, 15, 20]);
    expect(ticksUpTo(2, { suggestedMax: 6, allowDecimals: false })).toEqual([0, 2, 4, 6]);
    expect(ticksUpTo(1, { allowDecimals: false })).toEqual([0, 1]);
  });

  it('still has a scale when every value is 0 (an empty month)', () => {
    expect(ticksUpTo(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('goes below 0 in the same steps for losses', () => {
    const axis = valueAxis({
      extent: [-250, 900],
      suggestedMax: undefined,
      allowDecimals: true,
      top: 0,
      bottom: 200,
    });
    expect(axis.ticks).toEqual([-300, 0, 300, 600, 900]);
    expect(axis.y(-300)).toBe(200);
    expect(axis.y(900)).toBe(0);
    expect(axis.y(300)).toBe(100);
  });

  it('picks the least round step at least as big as asked, without float noise', () => {
    expect(roundStep(0.3, true)).toBeCloseTo(0.3, 12);
    expect(roundStep(135_774, true)).toBe(150_000);
    expect(roundStep(7, true)).toBe(8);
    expect(roundStep(0.2, false)).toBe(1);
    expect(roundStep(1.5, false)).toBe(2);
    expect(ticksUpTo(0.6)).toEqual([0, 0.15, 0.3, 0.45, 0.6]);
  });

  it('is as wide as its widest label needs, 56 px at least', () => {
    expect(valueAxisWidth(['0', '5'])).toBe(56);
    expect(valueAxisWidth(['0', '600,000'])).toBeGreaterThan(56);
    expect(valueAxisWidth(['0', '600,000'])).toBeGreaterThanOrEqual(labelWidth('600,000') + 18);
  });

  it('leaves out what is not a finite number (text, NaN, Infinity), and copes with huge values', () => {
    const data = [{ v: '900' }, { v: Number.NaN }, { v: Infinity }, { v: 12 }];
    expect(valueExtent(data, ['v'], false)).toEqual([0, 12]);
    expect(ticksUpTo(1e300)).toEqual([0, 2.5e299, 5e299, 7.5e299, 1e300]);
    const axis = valueAxis({
      extent: [-40, -5],
      suggestedMax: undefined,
      allowDecimals: false,
      top: 0,
      bottom: 100,
    });
    expect(axis.ticks).toEqual([-40, -30, -20, -10, 0]);
  });

  it('takes the values of every series, or their sums when the bars are stacked', () => {
    const data = [
      { paid: 100, failed: 50 },
      { paid: 300, failed: null, pending: -20 },
    ];
    expect(valueExtent(data, ['paid', 'failed', 'pending'], false)).toEqual([-20, 300]);
    expect(valueExtent([{ paid: 100, failed: 250 }], ['paid', 'failed'], true)).toEqual([0, 350]);
  });
});

describe('the x axis', () => {
  it("puts a curve's first and last points on the plot's edges, and finds the nearest point", () => {
    const axis = pointAxis(5, 'area', 100, 500);
    expect(axis.xs).toEqual([100, 200, 300, 400, 500]);
    expect(axis.pointAt(140)).toBe(0);
    expect(axis.pointAt(160)).toBe(1);
    expect(axis.pointAt(20)).toBe(0);
    expect(axis.pointAt(900)).toBe(4);
  });

  it('puts one point alone in the middle, and bars in the middle of equal bands', () => {
    expect(pointAxis(1, 'line', 0, 400).xs).toEqual([200]);
    const bars = pointAxis(4, 'bar', 0, 400);
    expect(bars.xs).toEqual([50, 150, 250, 350]);
    expect(bars.band).toBe(100);
    expect(bars.pointAt(199)).toBe(1);
    expect(bars.pointAt(200)).toBe(2);
  });

  it('shows every k-th date from the first, the last one always', () => {
    const xs = Array.from({ length: 90 }, (_, i) => i * 8);
    const labels = xs.map(() => 'Nov 20');
    const shown = xLabelIndices(xs, labels);
    expect(shown[0]).toBe(0);
    expect(shown.at(-1)).toBe(89);
    const steps = shown.slice(1, -1).map((index, i) => index - shown[i]!);
    expect(new Set(steps).size).toBe(1);
    // No two labels closer than a label's width.
    for (let i = 1; i < shown.length; i++)
      expect((shown[i]! - shown[i - 1]!) * 8).toBeGreaterThanOrEqual(labelWidth('Nov 20'));
  });

  it('shows every date when there is room (a year of months on a wide chart)', () => {
    const xs = Array.from({ length: 12 }, (_, i) => i * 95);
    expect(
      xLabelIndices(
        xs,
        xs.map(() => 'Jan 2025'),
      ),
    ).toHaveLength(12);
  });

  it('measures wide signs (Japanese months) wider than Latin letters', () => {
    expect(labelWidth('2026年11月')).toBeGreaterThan(labelWidth('Nov 2026'));
  });
});

describe('bars', () => {
  const y = (value: number) => 100 - value;
  it('stacks the series of a point, gains up from 0 and losses down, and skips empty values', () => {
    const bars = pointBars(
      { paid: 30, pending: 0, failed: 20, refund: -10, none: null },
      ['paid', 'pending', 'failed', 'refund', 'none'],
      { x: 50, band: 100, y, stacked: true },
    );
    expect(bars.map((bar) => [bar.name, bar.y, bar.height])).toEqual([
      ['paid', 70, 30],
      ['failed', 50, 20],
      ['refund', 100, 10],
    ]);
    expect(bars.every((bar) => bar.width === 80 && bar.x === 10)).toBe(true);
  });

  it('sets the series of a point side by side when not stacked', () => {
    const bars = pointBars({ a: 10, b: 20 }, ['a', 'b'], { x: 50, band: 100, y, stacked: false });
    expect(bars.map((bar) => [bar.x, bar.width, bar.height])).toEqual([
      [10, 40, 10],
      [50, 40, 20],
    ]);
  });
});
