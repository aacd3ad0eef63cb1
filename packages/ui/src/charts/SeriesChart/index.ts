export { SeriesChart } from './SeriesChart';
export type { ChartSeriesSpec, SeriesChartProps } from './SeriesChart';
export { UploadedVideosChart } from './UploadedVideosChart';
export type { UploadedVideosChartProps } from './UploadedVideosChart';
