import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_MAX_WIDTH } from './createCreatorTheme';

/** The media query of the mobile layout: 767 px and below. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${em(MOBILE_MAX_WIDTH)})`;

/**
 * True when the viewport is 767 px wide or narrower.
 * Reads the media query on first render (no flash of the desktop layout on phones).
 */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}
