import type { ValueAxis, PointAxis } from './chart-layout';
import { labelWidth, Y_LABEL_GAP, Y_TICK_SIZE } from './chart-layout';
import classes from './SeriesChart.module.css';

/** The grid's and the cursor's dashes. */
export const DASHES = '5 5';

/** What the axes show and where: laid out by ChartPlot. */
export interface AxesLayout {
  /** The plot's left edge (the y axis's width) and bottom (above the x axis's labels), in px. */
  left: number;
  bottom: number;
  values: ValueAxis;
  valueLabels: readonly string[];
  points: PointAxis;
  dateLabels: readonly string[];
  /** The points whose date is labelled. */
  shown: readonly number[];
}

/** A label's middle moved in so that the whole label is in the chart (the first and last dates). */
function inside(x: number, size: number, width: number): number {
  return Math.min(width - size / 2, Math.max(size / 2, x));
}

/**
 * The dashed grid at each labelled value, the y axis's tick marks and labels on the left, the x
 * axis's date labels under the plot.
 */
export function ChartAxes({ layout, width }: { layout: AxesLayout; width: number }) {
  const { bottom, left, values, valueLabels, points, dateLabels, shown } = layout;
  return (
    <>
      <g className={classes.grid}>
        {values.ticks.map((tick) => (
          <line
            key={tick}
            x1={left}
            x2={width}
            y1={values.y(tick)}
            y2={values.y(tick)}
            strokeDasharray={DASHES}
          />
        ))}
      </g>
      <g className={classes.axis} data-chart="y-axis">
        {values.ticks.map((tick, i) => (
          <g key={tick}>
            <line
              x1={left - Y_TICK_SIZE}
              x2={left}
              y1={values.y(tick)}
              y2={values.y(tick)}
              stroke="currentColor"
            />
            <text
              x={left - Y_TICK_SIZE - Y_LABEL_GAP}
              y={values.y(tick)}
              dy="0.355em"
              textAnchor="end"
              className={classes.tick}
            >
              {valueLabels[i]}
            </text>
          </g>
        ))}
      </g>
      <g className={classes.axis} data-chart="x-axis">
        {shown.map((i) => (
          <text
            key={i}
            x={inside(points.xs[i]!, labelWidth(dateLabels[i]!), width)}
            y={bottom + 18}
            dy="0.71em"
            textAnchor="middle"
            className={classes.tick}
          >
            {dateLabels[i]}
          </text>
        ))}
      </g>
    </>
  );
}
