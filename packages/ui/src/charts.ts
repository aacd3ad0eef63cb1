// The '@creator/ui/charts' entry: the charts' drawing (SVG, with d3's curves).
// Pages import it lazily (see LazySeriesChart in the main entry) so pages without charts stay light.
export { SeriesChart, UploadedVideosChart } from './charts/SeriesChart';
export type {
  ChartSeriesSpec,
  SeriesChartProps,
  UploadedVideosChartProps,
} from './charts/SeriesChart';
export {
  formatAxisDate,
  formatTooltipDate,
  suggestedAxisMax,
  UPLOADED_VIDEOS_AXIS_MIN,
} from './charts/axis';
export type { ChartGranularity } from './charts/axis';
