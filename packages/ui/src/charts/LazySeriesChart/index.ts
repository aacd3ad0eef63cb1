export { LazySeriesChart } from './LazySeriesChart';
export type { LazySeriesChartProps } from './LazySeriesChart';
