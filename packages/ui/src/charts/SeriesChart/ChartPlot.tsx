import { VisuallyHidden } from '@mantine/core';
import { useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChartAxes, DASHES, type AxesLayout } from './ChartAxes';
import { PlacedTooltip, type DrawnSeries, type TooltipItem } from './ChartParts';
import {
  pointAxis,
  valueAt,
  valueAxis,
  valueAxisWidth,
  valueExtent,
  xLabelIndices,
  X_AXIS_HEIGHT,
  type ChartKind,
  type ChartPoint,
  type PointAxis,
} from './chart-layout';
import { activeDots, seriesElements } from './seriesElements';
import classes from './SeriesChart.module.css';

/** Props of {@link ChartPlot}: the chart's data, drawing and formats, at a measured size. */
export interface ChartPlotProps {
  data: readonly ChartPoint[];
  series: readonly DrawnSeries[];
  kind: ChartKind;
  stacked: boolean;
  /** Field holding each point's date. */
  dataKey: string;
  /** The plot's size in px (the x axis's labels included). */
  width: number;
  height: number;
  /** Formats an x axis label, and the tooltip's title, from a point's date. */
  dates: (value: unknown) => string;
  title: (value: unknown) => string;
  /** Formats the y axis's labels, and the tooltip's values. */
  ticks: (value: number) => string;
  format: (value: number) => string;
  suggestedMax: number | undefined;
  allowDecimals: boolean;
  /** The series the legend's hover leaves undimmed, if any. */
  highlighted: string | null;
  /** The chart's accessible name (its focusable drawing's too). */
  label: string;
}

/** The axes, the points and where each sits, for a size; kept while the chart does not change. */
function usePlotLayout(props: ChartPlotProps): AxesLayout {
  const { data, series, kind, stacked, dataKey, width, height, dates, ticks } = props;
  const { suggestedMax, allowDecimals } = props;
  return useMemo(() => {
    const bottom = height - X_AXIS_HEIGHT;
    const names = series.map((s) => s.name);
    const extent = valueExtent(data, names, kind === 'bar' && stacked);
    const values = valueAxis({ extent, suggestedMax, allowDecimals, top: 0, bottom });
    const valueLabels = values.ticks.map(ticks);
    const left = valueAxisWidth(valueLabels);
    const points = pointAxis(data.length, kind, left, width);
    const dateLabels = data.map((point) => dates(point[dataKey]));
    const shown = xLabelIndices(points.xs, dateLabels);
    return { bottom, left, values, valueLabels, points, dateLabels, shown };
  }, [
    data,
    series,
    kind,
    stacked,
    dataKey,
    width,
    height,
    dates,
    ticks,
    suggestedMax,
    allowDecimals,
  ]);
}

/** Where an arrow key takes the keyboard's point: `undefined` for a key the chart leaves alone. */
function keyMove(key: string, index: number | null, count: number): number | null | undefined {
  if (key === 'ArrowRight') return index === null ? 0 : Math.min(count - 1, index + 1);
  if (key === 'ArrowLeft') return index === null ? count - 1 : Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'Escape') return null;
  return undefined;
}

/**
 * The point the pointer or the arrow keys are on (none at first; none once the mouse or the focus
 * leaves), and whether the keyboard took it there (then it is read out).
 */
function usePointedPoint(points: PointAxis, count: number) {
  const [active, setActive] = useState<{ index: number; byKeyboard: boolean } | null>(null);
  const index = active !== null && active.index < count ? active.index : null;
  const point = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const next = points.pointAt(event.clientX - box.left);
    setActive((was) =>
      was?.index === next && !was.byKeyboard ? was : { index: next, byKeyboard: false },
    );
  };
  const handlers = {
    // A finger shows the point it touches (a tap, or sliding along the chart), a mouse the
    // point it is over.
    onPointerDown: point,
    onPointerMove: point,
    // A lifted finger leaves the point shown, until a touch elsewhere takes the focus away.
    onPointerLeave: (event: PointerEvent<SVGSVGElement>) => {
      if (event.pointerType !== 'touch') setActive(null);
    },
    onBlur: () => setActive(null),
    onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => {
      const next = keyMove(event.key, index, count);
      if (next === undefined) return;
      event.preventDefault();
      setActive(next === null ? null : { index: next, byKeyboard: true });
    },
  };
  return { index, byKeyboard: active?.byKeyboard ?? false, handlers };
}

/** The pointed point's mark: a dashed line through it, or a band behind its bars. */
function Cursor({
  x,
  band,
  bottom,
  kind,
}: {
  x: number;
  band: number;
  bottom: number;
  kind: ChartKind;
}) {
  return kind === 'bar' ? (
    <rect
      x={x - band / 2}
      y={0}
      width={band}
      height={bottom}
      className={classes.cursor}
      strokeDasharray={DASHES}
    />
  ) : (
    <line x1={x} x2={x} y1={0} y2={bottom} className={classes.cursor} strokeDasharray={DASHES} />
  );
}

/**
 * The chart's drawing at a measured size: the dashed grid, the y axis of values, the x axis of
 * dates, the series, and for the point under the pointer or reached by the arrow keys a cursor,
 * rings on the curves and the tooltip (read out to screen readers when the keyboard moves).
 */
export function ChartPlot(props: ChartPlotProps) {
  const { data, series, kind, width, height, title, format, highlighted, label } = props;
  const layout = usePlotLayout(props);
  const { bottom, values, points } = layout;
  const gradientId = useId();
  const { index, byKeyboard, handlers } = usePointedPoint(points, data.length);
  const point = index === null ? null : data[index]!;
  const x = index === null ? 0 : points.xs[index]!;
  const items: TooltipItem[] = point
    ? series.flatMap((s) => {
        const value = valueAt(point, s.name);
        return value === null ? [] : [{ ...s, value }];
      })
    : [];
  const heading = point ? title(point[props.dataKey]) : '';
  const drawing = { ...props, ...points, y: values.y, gradientId, highlighted };
  return (
    <>
      <svg
        width={width}
        height={height}
        role="application"
        tabIndex={0}
        aria-label={label}
        {...handlers}
      >
        <ChartAxes layout={layout} width={width} />
        {point && <Cursor x={x} band={points.band} bottom={bottom} kind={kind} />}
        {seriesElements(series, drawing)}
        {point && activeDots(series, point, x, drawing)}
      </svg>
      {point && <PlacedTooltip x={x} width={width} items={items} title={heading} format={format} />}
      <VisuallyHidden aria-live="polite">
        {byKeyboard && point
          ? [heading, ...items.map((item) => `${item.label} ${format(item.value)}`)].join(', ')
          : ''}
      </VisuallyHidden>
    </>
  );
}
