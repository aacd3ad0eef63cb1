export { AppTile } from './AppTile';
export type { AppTileData, AppTileProps } from './AppTile';
