import type { LegendPayload, TooltipContentProps } from 'recharts';
import classes from './SeriesChart.module.css';

/** A series as drawn: its field, its translated label and its resolved CSS colour. */
export interface DrawnSeries {
  name: string;
  label: string;
  color: string;
}

/** The tooltip's box: the point's date, then each series' colour, label and formatted value. */
export function SeriesTooltip({
  payload,
  title,
  series,
  format,
}: {
  payload: TooltipContentProps['payload'] | undefined;
  title: string;
  series: readonly DrawnSeries[];
  format: (value: number) => string;
}) {
  if (!payload) return null;
  return (
    <div className={classes.tooltip}>
      {title ? <div className={classes.tooltipLabel}>{title}</div> : null}
      <div className={classes.tooltipBody}>
        {payload.map((item, index) => {
          const name = String(item.name);
          const drawn = series.find((s) => s.name === name);
          const value = (item.payload as Record<string, unknown> | undefined)?.[name];
          return (
            <div key={`${name}-${index}`} className={classes.tooltipItem}>
              <div className={classes.tooltipItemBody}>
                <svg className={classes.tooltipItemColor} aria-hidden="true">
                  <circle r={6} cx={6} cy={6} fill={drawn?.color ?? item.color} />
                </svg>
                <div className={classes.tooltipItemName}>{drawn?.label ?? name}</div>
              </div>
              <div className={classes.tooltipItemData}>{format(value as number)}</div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * The legend above the chart: each series' colour and label, in recharts' order. Hovering a series
 * dims the others (`onHighlight`), leaving the legend undims them.
 */
export function SeriesLegend({
  payload,
  series,
  onHighlight,
}: {
  payload: readonly LegendPayload[] | undefined;
  series: readonly DrawnSeries[];
  onHighlight: (name: string | null) => void;
}) {
  if (!payload) return null;
  return (
    <div className={classes.legend} onMouseLeave={() => onHighlight(null)}>
      {payload
        .filter((item) => item.color !== 'none')
        .map((item) => {
          const name = String(item.dataKey);
          return (
            <div key={name} className={classes.legendItem} onMouseEnter={() => onHighlight(name)}>
              <span className={classes.legendItemColor} style={{ backgroundColor: item.color }} />
              <p className={classes.legendItemName}>
                {series.find((s) => s.name === name)?.label ?? name}
              </p>
            </div>
          );
        })}
    </div>
  );
}
