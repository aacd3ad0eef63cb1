export { PlatformIcon } from './PlatformIcon';
export type { PlatformIconProps } from './PlatformIcon';
export { PLATFORMS } from './platformGlyphs';
export type { Platform } from './platformGlyphs';
