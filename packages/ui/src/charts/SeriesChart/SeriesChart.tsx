import { getThemeColor, Text, useMantineTheme } from '@mantine/core';
import { useCallback, useId, useMemo, useState } from 'react';
import {
  AreaChart,
  BarChart,
  CartesianGrid,
  Legend,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '../../format';
import {
  formatAxisDate,
  formatTooltipDate,
  suggestedAxisMax,
  type ChartGranularity,
} from '../axis';
import { SeriesLegend, SeriesTooltip, type DrawnSeries } from './ChartParts';
import { seriesElements } from './seriesElements';
import classes from './SeriesChart.module.css';

/** One line/area/bar set of the chart: a numeric field of each data point. */
export interface ChartSeriesSpec {
  /** Field of each data point holding the value, e.g. 'videoViews'. */
  name: string;
  /** Translated name shown in the tooltip and legend. */
  label: string;
  /** Mantine colour, e.g. 'blue.6'. @default the brand's colour, a lighter shade on dark (`--creator-chart-brand`) */
  color?: string;
}

/** Props of {@link SeriesChart}. */
export interface SeriesChartProps {
  /** Data points, oldest first; each has an ISO date under `dataKey`. */
  data: Record<string, unknown>[];
  /** Which fields to draw. */
  series: ChartSeriesSpec[];
  /** One point per day or per month; picks the x-axis date format. */
  granularity: ChartGranularity;
  /** Accessible name of the chart, e.g. "Video views, last 28 days". */
  label: string;
  /** Shown instead of the chart when there is no data point. */
  emptyText: string;
  /** Field holding the date of each point. @default 'day' */
  dataKey?: string;
  /** How the values are drawn. @default 'area' */
  kind?: 'area' | 'line' | 'bar';
  /** Bars of several series stacked into one bar per point (`kind: 'bar'` only). @default false */
  stacked?: boolean;
  /**
   * Formats values on the y axis and in the tooltip; keep it the same function from render to
   * render (useCallback), or the chart registers its axis again each time. @default formatNumber with `locale`
   */
  valueFormatter?: (value: number) => string;
  /** Formats the y axis's ticks only (e.g. amounts without their currency), kept the same function too. @default valueFormatter */
  axisFormatter?: (value: number) => string;
  /** The y axis reaches at least this high, whatever the data. */
  suggestedMax?: number;
  /** Whether the y axis may show fractions (false for counts). @default true */
  allowDecimals?: boolean;
  /** Chart height in px. @default 260 */
  height?: number;
  /** Locale of dates and numbers. @default 'en' */
  locale?: string;
}

/** A series' default colour: the kit's brand colour for charts in the current scheme (CreatorUiProvider). */
const BRAND_SERIES = 'var(--creator-chart-brand)';

const CHARTS = { area: AreaChart, line: LineChart, bar: BarChart } as const;

/** The plot reaches the box's edges: the axes' ticks and labels hold the room they need. */
const NO_MARGIN = { top: 0, right: 0, bottom: 0, left: 0 };

/** The grid's and the tooltip cursor's dashes. */
const DASHES = '5 5';

/** Tick labels: 12 px in the text colour the chart's CSS gives (dimmed), moved off the axis. */
const tick = (transform: string) => ({ transform, fontSize: 12, fill: 'currentColor' });

/**
 * A daily or monthly time series (analytics), drawn with recharts in the kit's look (Mantine's
 * colours, dimmed axes, a dashed grid, the tooltip and legend of ChartParts). Load it lazily: see
 * LazySeriesChart.
 */
export function SeriesChart(props: SeriesChartProps) {
  const { data, label, emptyText, height = 260 } = props;
  if (data.length === 0) {
    return (
      <Text c="dimmed" ta="center" className={classes.empty} style={{ minHeight: height }}>
        {emptyText}
      </Text>
    );
  }
  return (
    <div role="figure" aria-label={label} className={classes.root}>
      <SeriesChartBody {...props} />
    </div>
  );
}

/** What the axes show: the x field and its dates, the y axis's values and its reach. */
interface AxesSpec {
  dataKey: string;
  /** Formats the x axis's dates. */
  dates: (value: unknown) => string;
  allowDecimals: boolean;
  /** The y axis's reach, when it has one of its own. */
  domain: [number, (dataMax: number) => number] | undefined;
  /** Formats the y axis's ticks. */
  ticks: (value: number) => string;
}

/** The dashed horizontal grid, the x axis of dates and the y axis of values. */
function gridAndAxes({ dataKey, dates, allowDecimals, domain, ticks }: AxesSpec) {
  return [
    <CartesianGrid
      key="grid"
      strokeDasharray={DASHES}
      vertical={false}
      horizontal
      className={classes.grid}
    />,
    <XAxis
      key="x"
      dataKey={dataKey}
      className={classes.axis}
      tick={tick('translate(0, 10)')}
      stroke=""
      interval="preserveStartEnd"
      tickLine={false}
      minTickGap={16}
      tickFormatter={dates}
    />,
    <YAxis
      key="y"
      orientation="left"
      type="number"
      className={classes.axis}
      tick={tick('translate(-10, 0)')}
      axisLine={false}
      tickLine={{ stroke: 'currentColor' }}
      allowDecimals={allowDecimals}
      tickFormatter={ticks}
      width={56}
      {...(domain ? { domain } : {})}
    />,
  ];
}

/**
 * The formats and reach of the axes, kept from render to render: recharts registers an axis again
 * (and recomputes what depends on it) whenever one of its props changes.
 */
function useAxisFormats({
  granularity,
  locale,
  suggestedMax,
  valueFormatter,
}: {
  granularity: ChartGranularity;
  locale: string;
  suggestedMax: number | undefined;
  valueFormatter: ((value: number) => string) | undefined;
}) {
  const numbers = useCallback((value: number) => formatNumber(value, locale), [locale]);
  const format = valueFormatter ?? numbers;
  const dates = useCallback(
    (value: unknown) => formatAxisDate(value, granularity, locale),
    [granularity, locale],
  );
  const domain = useMemo(
    () =>
      suggestedMax === undefined
        ? undefined
        : ([0, (dataMax: number) => suggestedAxisMax(dataMax, suggestedMax)] as [
            number,
            (dataMax: number) => number,
          ]),
    [suggestedMax],
  );
  return { format, dates, domain };
}

/** The chart itself, with its axes, grid, tooltip and (for several series) legend. */
function SeriesChartBody({
  data,
  series,
  granularity,
  dataKey = 'day',
  kind = 'area',
  stacked = false,
  valueFormatter,
  axisFormatter,
  suggestedMax,
  allowDecimals = true,
  height = 260,
  locale = 'en',
}: SeriesChartProps) {
  const theme = useMantineTheme();
  const gradientId = useId();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const drawn: DrawnSeries[] = series.map((s) => ({
    name: s.name,
    label: s.label,
    color: getThemeColor(s.color ?? BRAND_SERIES, theme),
  }));
  const { format, dates, domain } = useAxisFormats({
    granularity,
    locale,
    suggestedMax,
    valueFormatter,
  });
  const Chart = CHARTS[kind];
  return (
    <div
      className={classes.chart}
      style={{ height }}
      dir="ltr"
      onMouseLeave={() => setHighlighted(null)}
    >
      <ResponsiveContainer className={classes.container}>
        <Chart data={data} margin={NO_MARGIN} accessibilityLayer>
          {series.length > 1 ? (
            <Legend
              verticalAlign="top"
              content={({ payload }) => (
                <SeriesLegend payload={payload} series={drawn} onHighlight={setHighlighted} />
              )}
            />
          ) : null}
          {gridAndAxes({ dataKey, dates, allowDecimals, domain, ticks: axisFormatter ?? format })}
          <Tooltip
            isAnimationActive={false}
            animationDuration={0}
            position={{ y: 0 }}
            cursor={{
              stroke: 'var(--chart-grid-color)',
              strokeWidth: 1,
              strokeDasharray: DASHES,
              ...(kind === 'bar' ? { fill: 'var(--chart-cursor-fill)' } : {}),
            }}
            content={({ payload, label: x }) => (
              <SeriesTooltip
                payload={payload}
                title={formatTooltipDate(x, granularity, locale)}
                series={drawn}
                format={format}
              />
            )}
          />
          {seriesElements(drawn, { kind, stacked, gradientId, highlighted })}
        </Chart>
      </ResponsiveContainer>
    </div>
  );
}
