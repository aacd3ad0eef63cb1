import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useDeferredValue } from 'react';
import type { SeriesChartProps, UploadedVideosChartProps } from '../SeriesChart';

// Loaded on first render only, so recharts stays out of the main bundle.
const SeriesChart = lazy(() => import('../../charts').then((m) => ({ default: m.SeriesChart })));
const UploadedVideosChart = lazy(() =>
  import('../../charts').then((m) => ({ default: m.UploadedVideosChart })),
);

/** Props of {@link LazySeriesChart}: those of SeriesChart, plus which variant to draw and when. */
export type LazySeriesChartProps = {
  /**
   * Drawn in a background pass after the screen's first commit (React's useDeferredValue), with
   * the skeleton until then: for a chart below another one, so that the first chart paints without
   * waiting for it (each chart costs tens of ms of rendering on a slow phone). @default false
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
  const shown = useDeferredValue(true, !deferred);
  const height = props.height ?? 260;
  const fallback = <Skeleton h={height} radius="md" aria-label={props.label} role="progressbar" />;
  if (!shown) return fallback;
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
