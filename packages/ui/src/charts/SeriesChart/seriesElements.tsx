import { area, curveMonotoneX, line } from 'd3-shape';
import type { DrawnSeries } from './ChartParts';
import { pointBars, valueAt, type ChartKind, type ChartPoint } from './chart-layout';

/** What the series are drawn on: the points, where they sit, and how they are drawn. */
export interface SeriesDrawing {
  data: readonly ChartPoint[];
  xs: readonly number[];
  band: number;
  y: (value: number) => number;
  kind: ChartKind;
  stacked: boolean;
  /** Prefix of the areas' gradient ids, unique to the chart. */
  gradientId: string;
  /** The series the legend's hover leaves undimmed, if any. */
  highlighted: string | null;
}

/** The series' points with a value, in px: a curve goes through the gaps (from point to point). */
function curvePoints(item: DrawnSeries, { data, xs, y }: SeriesDrawing): [number, number][] {
  return data.flatMap((point, i) => {
    const value = valueAt(point, item.name);
    return value === null ? [] : [[xs[i]!, y(value)] as [number, number]];
  });
}

const curve = line().curve(curveMonotoneX);

/** An area: its gradient fill from the curve down to 0, the curve and a dot on each point. */
function seriesArea(item: DrawnSeries, index: number, dimmed: boolean, drawing: SeriesDrawing) {
  const id = `${drawing.gradientId}-${index}`;
  const points = curvePoints(item, drawing);
  const fill = area().curve(curveMonotoneX).y0(drawing.y(0))(points);
  return (
    <g key={item.name} data-chart="series" data-series={item.name}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={item.color} stopOpacity={0.2} />
          <stop offset="100%" stopColor={item.color} stopOpacity={0.01} />
        </linearGradient>
      </defs>
      <path d={fill ?? undefined} fill={`url(#${id})`} fillOpacity={dimmed ? 0 : 1} />
      <path
        d={curve(points) ?? undefined}
        fill="none"
        stroke={item.color}
        strokeWidth={2}
        strokeOpacity={dimmed ? 0.5 : 1}
      />
      {points.map(([cx, cy]) => (
        <circle
          key={cx}
          data-chart="dot"
          cx={cx}
          cy={cy}
          r={4}
          fill={item.color}
          fillOpacity={dimmed ? 0 : 1}
        />
      ))}
    </g>
  );
}

/** A line with a small dot on each point. */
function seriesLine(item: DrawnSeries, dimmed: boolean, drawing: SeriesDrawing) {
  const points = curvePoints(item, drawing);
  return (
    <g key={item.name} data-chart="series" data-series={item.name}>
      <path
        d={curve(points) ?? undefined}
        fill="none"
        stroke={item.color}
        strokeWidth={2}
        strokeOpacity={dimmed ? 0.5 : 1}
      />
      {points.map(([cx, cy]) => (
        <circle
          key={cx}
          data-chart="dot"
          cx={cx}
          cy={cy}
          r={3}
          fill={item.color}
          stroke={item.color}
          strokeWidth={1}
          fillOpacity={dimmed ? 0 : 1}
          strokeOpacity={dimmed ? 0 : 1}
        />
      ))}
    </g>
  );
}

/** Every point's bars, stacked or side by side, in their series' colours. */
function seriesBars(series: readonly DrawnSeries[], drawing: SeriesDrawing) {
  const { data, xs, band, y, stacked, highlighted } = drawing;
  const colour = new Map(series.map((s) => [s.name, s.color]));
  const names = series.map((s) => s.name);
  return data.flatMap((point, i) =>
    pointBars(point, names, { x: xs[i]!, band, y, stacked }).map((bar) => {
      const dimmed = highlighted !== null && highlighted !== bar.name;
      return (
        <rect
          key={`${i}-${bar.name}`}
          data-chart="bar"
          data-series={bar.name}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={bar.height}
          fill={colour.get(bar.name)}
          fillOpacity={dimmed ? 0.1 : 1}
        />
      );
    }),
  );
}

/**
 * The chart's series as SVG: areas (a gradient under a curve), lines or bars (stacked into one
 * bar per point when asked). Curves are monotone (d3's), so they never overshoot a point.
 */
export function seriesElements(series: readonly DrawnSeries[], drawing: SeriesDrawing) {
  if (drawing.kind === 'bar') return seriesBars(series, drawing);
  return series.map((item, index) => {
    const dimmed = drawing.highlighted !== null && drawing.highlighted !== item.name;
    return drawing.kind === 'area'
      ? seriesArea(item, index, dimmed, drawing)
      : seriesLine(item, dimmed, drawing);
  });
}

/** The keyboard's or the pointer's point: a ring on each curve (bars take the cursor's band). */
export function activeDots(
  series: readonly DrawnSeries[],
  point: ChartPoint,
  x: number,
  { kind, y }: Pick<SeriesDrawing, 'kind' | 'y'>,
) {
  if (kind === 'bar') return null;
  return series.map((item) => {
    const value = valueAt(point, item.name);
    if (value === null) return null;
    return (
      <circle
        key={item.name}
        data-chart="active-dot"
        cx={x}
        cy={y(value)}
        r={4}
        fill={kind === 'area' ? 'var(--mantine-color-white)' : item.color}
        stroke={item.color}
        strokeWidth={2}
      />
    );
  });
}
