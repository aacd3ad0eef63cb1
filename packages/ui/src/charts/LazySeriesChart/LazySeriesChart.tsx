import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SeriesChartProps, UploadedVideosChartProps } from '../SeriesChart';

// Loaded on first render only, so the chart's code stays out of the main bundle.
const SeriesChart = lazy(() => import('../../charts').then((m) => ({ default: m.SeriesChart })));
const UploadedVideosChart = lazy(() =>
  import('../../charts').then((m) => ({ default: m.UploadedVideosChart })),
);

/** Props of {@link LazySeriesChart}: those of SeriesChart, plus which variant to draw. */
export type LazySeriesChartProps =
  | ({
      /** Which chart: a metric series, or the uploaded-videos chart. @default 'series' */
      variant?: 'series';
    } & SeriesChartProps)
  | ({
      /** Which chart: a metric series, or the uploaded-videos chart. */
      variant: 'uploadedVideos';
    } & UploadedVideosChartProps);

/**
 * A SeriesChart (or, with `variant="uploadedVideos"`, the uploaded-videos chart) loaded on demand
 * from the '@creator/ui/charts' entry, with a skeleton of the same height while it loads.
 */
export function LazySeriesChart(props: LazySeriesChartProps) {
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

/** The loading chart's place: a skeleton of its height, named as the chart. */
function ChartSkeleton({ height = 260, label }: { height?: number; label: string }) {
  return <Skeleton h={height} radius="md" aria-label={label} role="progressbar" />;
}
