export { brandColors, DEFAULT_PRIMARY_COLOR, isHexColor } from './brandColors';
export { createCreatorTheme, MOBILE_MAX_WIDTH } from './createCreatorTheme';
export type { CreatorThemeOptions, CreatorThemeOther } from './createCreatorTheme';
export { CreatorUiProvider } from './CreatorUiProvider';
export type { CreatorUiProviderProps } from './CreatorUiProvider';
export { useBrandLogo } from './useBrandLogo';
export { MOBILE_MEDIA_QUERY, useIsMobile } from './useIsMobile';
