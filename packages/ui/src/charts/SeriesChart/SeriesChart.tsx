import { getThemeColor, Text, useMantineTheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { formatNumber } from '../../format';
import { formatAxisDate, formatTooltipDate, type ChartGranularity } from '../axis';
import { ChartPlot } from './ChartPlot';
import { SeriesLegend, type DrawnSeries } from './ChartParts';
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
   * render (useCallback), or the chart lays its axes out again each time. @default formatNumber with `locale`
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

/**
 * A daily or monthly time series (analytics, earnings), drawn as SVG in the kit's look (Mantine's
 * colours, dimmed axes, a dashed grid, the tooltip and legend of ChartParts). The mouse, a finger
 * or the arrow keys (the drawing takes the focus) show a point's values. Load it lazily: see
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

/**
 * The axes' and the tooltip's formats, kept from render to render (the drawing's layout is kept
 * while they and the data stay the same).
 */
function useFormats(
  granularity: ChartGranularity,
  locale: string,
  valueFormatter?: (value: number) => string,
) {
  const numbers = useCallback((value: number) => formatNumber(value, locale), [locale]);
  const dates = useCallback(
    (value: unknown) => formatAxisDate(value, granularity, locale),
    [granularity, locale],
  );
  const title = useCallback(
    (value: unknown) => formatTooltipDate(value, granularity, locale),
    [granularity, locale],
  );
  return { format: valueFormatter ?? numbers, dates, title };
}

/** The legend (for several series) above the drawing, which takes the box's measured size. */
function SeriesChartBody({
  data,
  series,
  granularity,
  label,
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
  const { ref, width, height: plotHeight } = useElementSize();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const drawn: DrawnSeries[] = useMemo(
    () =>
      series.map((s) => ({
        name: s.name,
        label: s.label,
        color: getThemeColor(s.color ?? BRAND_SERIES, theme),
      })),
    [series, theme],
  );
  const { format, dates, title } = useFormats(granularity, locale, valueFormatter);
  return (
    <div className={classes.chart} style={{ height }} dir="ltr">
      {series.length > 1 ? <SeriesLegend series={drawn} onHighlight={setHighlighted} /> : null}
      <div ref={ref} className={classes.plot}>
        {width > 0 && plotHeight > 0 ? (
          <ChartPlot
            data={data}
            series={drawn}
            kind={kind}
            stacked={stacked}
            dataKey={dataKey}
            width={width}
            height={plotHeight}
            dates={dates}
            title={title}
            ticks={axisFormatter ?? format}
            format={format}
            suggestedMax={suggestedMax}
            allowDecimals={allowDecimals}
            highlighted={highlighted}
            label={label}
          />
        ) : null}
      </div>
    </div>
  );
}
