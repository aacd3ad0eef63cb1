import { Fragment } from 'react';
import { Area, Bar, Line } from 'recharts';
import type { DrawnSeries } from './ChartParts';

/** How the series are drawn, and which one the legend's hover leaves undimmed. */
interface SeriesDrawing {
  kind: 'area' | 'line' | 'bar';
  stacked: boolean;
  /** Prefix of the areas' gradient ids, unique to the chart. */
  gradientId: string;
  highlighted: string | null;
}

/**
 * What an area and a line share: the series' curve in its colour, through gaps, drawn at once,
 * faded when the legend dims it (the fill opacity takes the area's dots with it).
 */
function curveProps(item: DrawnSeries, dimmed: boolean) {
  return {
    name: item.name,
    dataKey: item.name,
    type: 'monotone',
    stroke: item.color,
    strokeWidth: 2,
    connectNulls: true,
    isAnimationActive: false,
    fillOpacity: dimmed ? 0 : 1,
    strokeOpacity: dimmed ? 0.5 : 1,
  } as const;
}

/** An area with its gradient fill, its dots and its keyboard/hover dot, each in the series' colour. */
function seriesArea(item: DrawnSeries, index: number, dimmed: boolean, gradientId: string) {
  const id = `${gradientId}-${index}`;
  return (
    <Fragment key={item.name}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={item.color} stopOpacity={0.2} />
          <stop offset="100%" stopColor={item.color} stopOpacity={0.01} />
        </linearGradient>
      </defs>
      <Area
        {...curveProps(item, dimmed)}
        fill={`url(#${id})`}
        dot={{ fill: item.color, stroke: 'none', r: 4 }}
        activeDot={{ fill: 'var(--mantine-color-white)', stroke: item.color, strokeWidth: 2, r: 4 }}
      />
    </Fragment>
  );
}

/** A line with a dot per point, in the series' colour. */
function seriesLine(item: DrawnSeries, dimmed: boolean) {
  return (
    <Line
      key={item.name}
      {...curveProps(item, dimmed)}
      fill={item.color}
      dot={{
        fill: item.color,
        stroke: item.color,
        strokeWidth: 1,
        fillOpacity: dimmed ? 0 : 1,
        strokeOpacity: dimmed ? 0 : 1,
      }}
      activeDot={{ fill: item.color, stroke: item.color }}
    />
  );
}

/**
 * The chart's series as recharts elements: areas, lines or bars (stacked into one bar per point
 * when asked). Animations are off: the chart is drawn at once, for users who reduce motion too.
 */
export function seriesElements(series: readonly DrawnSeries[], drawing: SeriesDrawing) {
  const { kind, stacked, gradientId, highlighted } = drawing;
  return series.map((item, index) => {
    const dimmed = highlighted !== null && highlighted !== item.name;
    if (kind === 'area') return seriesArea(item, index, dimmed, gradientId);
    if (kind === 'line') return seriesLine(item, dimmed);
    return (
      <Bar
        key={item.name}
        name={item.name}
        dataKey={item.name}
        fill={item.color}
        stroke={item.color}
        isAnimationActive={false}
        fillOpacity={dimmed ? 0.1 : 1}
        strokeOpacity={dimmed ? 0.2 : 0}
        stackId={stacked ? 'stack' : undefined}
      />
    );
  });
}
