import { suggestedAxisMax } from '../axis';

/** How the values are drawn. */
export type ChartKind = 'area' | 'line' | 'bar';

/** A data point as the chart takes it: a date under its x field, a number under each series. */
export type ChartPoint = Record<string, unknown>;

/** The y axis's labels for most data: 0 and four equal steps above it. */
const Y_TICK_COUNT = 5;
/** A y step is one of these times a power of ten: labels in round numbers. */
const ROUND_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];
/** The x axis's band under the plot: its date labels. */
export const X_AXIS_HEIGHT = 30;
/** The y axis's least width (its tick marks, the gap, then the labels, right-aligned). */
const Y_AXIS_MIN_WIDTH = 56;
/** The y axis's tick mark and the gap between it and its label. */
export const Y_TICK_SIZE = 6;
export const Y_LABEL_GAP = 12;
/** Least room between two x labels. */
const X_LABEL_GAP = 16;
/** Each bar takes this share of its point's band (10 % of room on either side). */
const BAR_SHARE = 0.8;

/** A series' value at a point: a finite number, or null (no value: a gap, no bar). */
export function valueAt(point: ChartPoint, name: string): number | null {
  const value = point[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The width of a 12 px label, estimated without measuring the page (the same on a server, in a
 * test and in every browser): narrow punctuation, Latin letters and digits, and wide CJK signs.
 */
export function labelWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    width += code >= 0x2e80 ? 12 : ',.:;\'" '.includes(char) ? 3.5 : 7;
  }
  return width;
}

/** The lowest and highest values the y axis must reach (0 always among them). */
export function valueExtent(
  data: readonly ChartPoint[],
  names: readonly string[],
  stacked: boolean,
): [number, number] {
  let min = 0;
  let max = 0;
  for (const point of data) {
    const values = names.map((name) => valueAt(point, name) ?? 0);
    const highs = stacked ? [values.filter((v) => v > 0).reduce((a, b) => a + b, 0)] : values;
    const lows = stacked ? [values.filter((v) => v < 0).reduce((a, b) => a + b, 0)] : values;
    max = Math.max(max, ...highs);
    min = Math.min(min, ...lows);
  }
  return [min, max];
}

/** The y axis: its labelled values, and the pixel height of a value. */
export interface ValueAxis {
  ticks: number[];
  y: (value: number) => number;
}

/** The least round step (whole when decimals are not allowed) at least as big as `rough`. */
export function roundStep(rough: number, allowDecimals: boolean): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (ROUND_STEPS.find((times) => times * power >= rough * (1 - 1e-9)) ?? 10) * power;
  return allowDecimals ? step : Math.max(1, Math.ceil(step));
}

/** A tick's value without the float's noise (0.30000000000000004 is 0.3). */
const tidy = (value: number) => Number(value.toPrecision(12)) + 0;

/**
 * The y axis between `bottom` and `top` (px): from 0 (or a round step below the lowest value) in
 * equal round steps, a quarter of the range or more (whole ones for counts), to the first step at
 * or above the highest value, or `suggestedMax` when higher: five labels for most data.
 */
export function valueAxis({
  extent: [min, max],
  suggestedMax,
  allowDecimals,
  top,
  bottom,
}: {
  extent: [number, number];
  suggestedMax: number | undefined;
  allowDecimals: boolean;
  top: number;
  bottom: number;
}): ValueAxis {
  const reach = suggestedMax === undefined ? max : suggestedAxisMax(max, suggestedMax);
  const high = reach > min ? reach : min + 1;
  const step = roundStep((high - Math.min(0, min)) / (Y_TICK_COUNT - 1), allowDecimals);
  const first = Math.floor(min / step);
  const ticks = [tidy(first * step)];
  while (ticks.at(-1)! < high) ticks.push(tidy((first + ticks.length) * step));
  const [low, highest] = [ticks[0]!, ticks.at(-1)!];
  return { ticks, y: (value) => bottom - ((value - low) / (highest - low)) * (bottom - top) };
}

/** The y axis's width: the least one, or its widest label with its tick mark and gap. */
export function valueAxisWidth(labels: readonly string[]): number {
  const widest = Math.max(0, ...labels.map(labelWidth));
  return Math.max(Y_AXIS_MIN_WIDTH, Math.ceil(widest + Y_TICK_SIZE + Y_LABEL_GAP + 2));
}

/** Where the points sit along the x axis. */
export interface PointAxis {
  /** Each point's x (px): a curve's point, or the middle of a bar's band. */
  xs: number[];
  /** The width of a point's band (the room a bar and the cursor take). */
  band: number;
  /** The point under an x (px), the nearest one. */
  pointAt: (x: number) => number;
}

/**
 * The points along the plot from `left` to `right`: a curve's first and last points on the plot's
 * edges (one point alone in the middle); bars in the middle of equal bands.
 */
export function pointAxis(count: number, kind: ChartKind, left: number, right: number): PointAxis {
  const width = Math.max(0, right - left);
  const clamp = (index: number) => Math.min(count - 1, Math.max(0, index));
  if (kind === 'bar' || count < 2) {
    const band = width / Math.max(1, count);
    return {
      xs: Array.from({ length: count }, (_, i) => left + band * (i + 0.5)),
      band,
      pointAt: (x) => clamp(Math.floor((x - left) / band)),
    };
  }
  const step = width / (count - 1);
  return {
    xs: Array.from({ length: count }, (_, i) => left + step * i),
    band: step,
    pointAt: (x) => clamp(Math.round((x - left) / step)),
  };
}

/** A bar's width and its offset from its band's middle, side by side when not stacked. */
export function barSlot(band: number, seriesCount: number, index: number, stacked: boolean) {
  const whole = band * BAR_SHARE;
  if (stacked || seriesCount < 2) return { width: whole, offset: -whole / 2 };
  const width = whole / seriesCount;
  return { width, offset: -whole / 2 + width * index };
}

/**
 * Which x labels show: every k-th one, the least k that keeps them apart, from the first; the
 * last one always, taking the place of the one before it when they would touch.
 */
export function xLabelIndices(xs: readonly number[], labels: readonly string[]): number[] {
  const count = xs.length;
  if (count === 0) return [];
  const widest = Math.max(...labels.map(labelWidth)) + X_LABEL_GAP;
  const step = count > 1 ? Math.abs(xs[1]! - xs[0]!) : widest;
  const every = Math.max(1, Math.ceil(widest / Math.max(step, 1e-9)));
  const shown = Array.from({ length: Math.ceil(count / every) }, (_, i) => i * every);
  const last = count - 1;
  if (shown.at(-1) !== last) {
    if (shown.length > 1 && (last - shown.at(-1)!) * step < widest) shown.pop();
    shown.push(last);
  }
  return shown;
}

/**
 * The bars of one point, stacked or side by side: each series' value as a rectangle (none for a
 * missing value or 0), stacking up from 0 for gains and down for losses.
 */
export function pointBars(
  point: ChartPoint,
  names: readonly string[],
  {
    x,
    band,
    y,
    stacked,
  }: { x: number; band: number; y: (value: number) => number; stacked: boolean },
) {
  let up = 0;
  let down = 0;
  return names.flatMap((name, index) => {
    const value = valueAt(point, name);
    if (value === null || value === 0) return [];
    const base = stacked ? (value > 0 ? up : down) : 0;
    if (stacked && value > 0) up += value;
    else if (stacked) down += value;
    const slot = barSlot(band, names.length, index, stacked);
    const top = Math.min(y(base), y(base + value));
    const height = Math.abs(y(base + value) - y(base));
    return [{ name, x: x + slot.offset, y: top, width: slot.width, height }];
  });
}
