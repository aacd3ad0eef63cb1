import { Skeleton } from '@mantine/core';
import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import type { SeriesChartProps, UploadedVideosChartProps } from '../SeriesChart';

// Loaded on first render only, so recharts stays out of the main bundle.
const SeriesChart = lazy(() => import('../../charts').then((m) => ({ default: m.SeriesChart })));
const UploadedVideosChart = lazy(() =>
  import('../../charts').then((m) => ({ default: m.UploadedVideosChart })),
);

/** Props of {@link LazySeriesChart}: those of SeriesChart, plus which variant to draw and when. */
export type LazySeriesChartProps = {
  /**
   * Drawn in a background pass after the screen's commit (a transition), with the
   * skeleton until then when it mounts, and its previous drawing when its props change: for a
   * chart below another one, so that the first chart paints without waiting for it (each chart
   * costs tens of ms of rendering on a slow phone). @default false
   */
  deferred?: boolean;
} & (
  | ({
      /** Which chart: a metric series, or the uploaded-videos chart. @default 'series' */
      variant?: 'series';
    } & SeriesChartProps)
  | ({
      /** Which chart: a metric series, or the uploaded-videos chart. */
      variant: 'uploadedVideos';
    } & UploadedVideosChartProps)
);

/**
 * A SeriesChart (or, with `variant="uploadedVideos"`, the uploaded-videos chart) loaded on demand
 * from the '@creator/ui/charts' entry, with a skeleton of the same height while it loads.
 */
export function LazySeriesChart({ deferred = false, ...props }: LazySeriesChartProps) {
  return deferred ? <DeferredChart {...props} /> : <LoadedChart {...props} />;
}

/**
 * A chart drawn in a background pass after the screen's commit (a transition started by an
 * effect): its skeleton when it mounts, and when its props change, the chart as it was until the
 * pass draws the new one. useDeferredValue would not do: a route change is itself a transition,
 * in which it defers nothing.
 */
function DeferredChart(props: LazySeriesChartProps) {
  const [drawn, setDrawn] = useState<LazySeriesChartProps | null>(null);
  useEffect(() => startTransition(() => setDrawn(props)), [props]);
  // The same element while the props are stale, so React leaves the chart alone until the pass.
  const chart = useMemo(() => (drawn ? <LoadedChart {...drawn} /> : null), [drawn]);
  return chart ?? <ChartSkeleton height={props.height} label={props.label} />;
}

/** The loading chart's place: a skeleton of its height, named as the chart. */
function ChartSkeleton({ height = 260, label }: { height?: number; label: string }) {
  return <Skeleton h={height} radius="md" aria-label={label} role="progressbar" />;
}

/** The chart, or its skeleton until its module has loaded. */
function LoadedChart({ deferred: _deferred, ...props }: LazySeriesChartProps) {
  const fallback = <ChartSkeleton height={props.height} label={props.label} />;
  if (props.variant === 'uploadedVideos') {
    const { variant: _variant, ...rest } = props;
    return (
      <Suspense fallback={fallback}>
        <UploadedVideosChart {...rest} />
      </Suspense>
    );
  }
  const { variant: _variant, ...rest } = props;
  return (
    <Suspense fallback={fallback}>
      <SeriesChart {...rest} />
    </Suspense>
  );
}
