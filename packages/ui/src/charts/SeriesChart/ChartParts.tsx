import { useLayoutEffect, useRef, useState } from 'react';
import classes from './SeriesChart.module.css';

/** A series as drawn: its field, its translated label and its resolved CSS colour. */
export interface DrawnSeries {
  name: string;
  label: string;
  color: string;
}

/** A series' value at the tooltip's point. */
export interface TooltipItem extends DrawnSeries {
  value: number;
}

/** The tooltip's box: the point's date, then each series' colour, label and formatted value. */
export function SeriesTooltip({
  items,
  title,
  format,
}: {
  items: readonly TooltipItem[];
  title: string;
  format: (value: number) => string;
}) {
  return (
    <div className={classes.tooltip}>
      {title ? <div className={classes.tooltipLabel}>{title}</div> : null}
      <div className={classes.tooltipBody}>
        {items.map((item) => (
          <div key={item.name} className={classes.tooltipItem}>
            <div className={classes.tooltipItemBody}>
              <svg className={classes.tooltipItemColor} aria-hidden="true">
                <circle r={6} cx={6} cy={6} fill={item.color} />
              </svg>
              <div className={classes.tooltipItemName}>{item.label}</div>
            </div>
            <div className={classes.tooltipItemData}>{format(item.value)}</div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Room between the cursor and the tooltip. */
const TOOLTIP_GAP = 10;

/**
 * The tooltip at the top of the drawing beside the cursor at `x`: on its right, or on its left
 * when it would leave the chart there (and fits on the left), measured whenever it changes.
 */
export function PlacedTooltip({
  x,
  width,
  ...content
}: Parameters<typeof SeriesTooltip>[0] & { x: number; width: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [before, setBefore] = useState(false);
  const { items, title } = content;
  useLayoutEffect(() => {
    const size = box.current?.offsetWidth ?? 0;
    setBefore(x + TOOLTIP_GAP + size > width && x - TOOLTIP_GAP - size >= 0);
  }, [x, width, items, title]);
  const shift = before ? `calc(-100% - ${TOOLTIP_GAP}px)` : `${TOOLTIP_GAP}px`;
  return (
    <div
      ref={box}
      data-chart="tooltip"
      className={classes.tooltipPosition}
      style={{ left: x, transform: `translateX(${shift})` }}
    >
      <SeriesTooltip {...content} />
    </div>
  );
}

/**
 * The legend above the chart: each series' colour and label, in the series' order. Hovering a
 * series dims the others (`onHighlight`), leaving the legend undims them.
 */
export function SeriesLegend({
  series,
  onHighlight,
}: {
  series: readonly DrawnSeries[];
  onHighlight: (name: string | null) => void;
}) {
  return (
    <div className={classes.legend} data-chart="legend" onMouseLeave={() => onHighlight(null)}>
      {series.map((item) => (
        <div
          key={item.name}
          className={classes.legendItem}
          onMouseEnter={() => onHighlight(item.name)}
        >
          <span className={classes.legendItemColor} style={{ backgroundColor: item.color }} />
          <p className={classes.legendItemName}>{item.label}</p>
        </div>
      ))}
    </div>
  );
}
