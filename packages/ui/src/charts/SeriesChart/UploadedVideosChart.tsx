import { UPLOADED_VIDEOS_AXIS_MIN } from '../axis';
import { SeriesChart, type SeriesChartProps } from './SeriesChart';

/** Props of {@link UploadedVideosChart}: a SeriesChart without the settings this variant fixes. */
export type UploadedVideosChartProps = Omit<
  SeriesChartProps,
  'kind' | 'suggestedMax' | 'allowDecimals'
>;

/** Uploaded videos per day or month: whole-number bars on an axis that reaches at least 6. */
export function UploadedVideosChart(props: UploadedVideosChartProps) {
  return (
    <SeriesChart
      {...props}
      kind="bar"
      suggestedMax={UPLOADED_VIDEOS_AXIS_MIN}
      allowDecimals={false}
    />
  );
}
