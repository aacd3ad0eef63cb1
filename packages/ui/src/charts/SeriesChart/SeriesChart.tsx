import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { getThemeColor, Text, useMantineTheme, type MantineTheme } from '@mantine/core';
import { formatNumber } from '../../format';
import {
  formatAxisDate,
  formatTooltipDate,
  suggestedAxisMax,
  type ChartGranularity,
} from '../axis';
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
  /** Formats values on the y axis and in the tooltip. @default formatNumber with `locale` */
  valueFormatter?: (value: number) => string;
  /** Formats the y axis's ticks only (e.g. amounts without their currency). @default valueFormatter */
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

/**
 * An area chart's dots and its keyboard/hover dot, drawn by each series' own area: Mantine's
 * `withDots` draws them with a second, invisible area per series, a large part of what the
 * chart costs to render. The dots take the area's fill opacity, so they dim with it as Mantine's did.
 */
function areaDots(theme: MantineTheme) {
  return {
    withDots: false,
    areaProps: (item: { color: string }) => {
      const color = getThemeColor(item.color, theme);
      return {
        dot: { fill: color, stroke: 'none', r: 4 },
        activeDot: { fill: theme.white, stroke: color, strokeWidth: 2, r: 4 },
      };
    },
  };
}

/** A daily or monthly time series (analytics), drawn with Mantine charts. Load it lazily: see LazySeriesChart. */
export function SeriesChart({
  data,
  series,
  granularity,
  label,
  emptyText,
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
  if (data.length === 0) {
    return (
      <Text c="dimmed" ta="center" className={classes.empty} style={{ minHeight: height }}>
        {emptyText}
      </Text>
    );
  }
  // Only BarChart takes `type: 'stacked'` among the three.
  const Chart = CHARTS[kind] as typeof BarChart;
  const format = valueFormatter ?? ((value: number) => formatNumber(value, locale));
  return (
    <div role="figure" aria-label={label} className={classes.root}>
      <Chart
        h={height}
        {...(kind === 'area' ? areaDots(theme) : {})}
        data={data}
        dataKey={dataKey}
        series={series.map((s) => ({
          name: s.name,
          label: s.label,
          color: s.color ?? BRAND_SERIES,
        }))}
        valueFormatter={format}
        withLegend={series.length > 1}
        type={kind === 'bar' && stacked ? 'stacked' : undefined}
        tooltipProps={{
          labelFormatter: (value: unknown) => formatTooltipDate(value, granularity, locale),
        }}
        xAxisProps={{
          tickFormatter: (value: unknown) => formatAxisDate(value, granularity, locale),
          minTickGap: 16,
        }}
        yAxisProps={{
          allowDecimals,
          ...(axisFormatter ? { tickFormatter: axisFormatter } : {}),
          width: 56,
          ...(suggestedMax === undefined
            ? {}
            : { domain: [0, (dataMax: number) => suggestedAxisMax(dataMax, suggestedMax)] }),
        }}
      />
    </div>
  );
}
