export { MetricTile } from './MetricTile';
export type { MetricTileProps } from './MetricTile';
