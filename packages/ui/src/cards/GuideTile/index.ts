export { GuideTile } from './GuideTile';
export type { GuideTileData, GuideTileProps } from './GuideTile';
