import type { SimpleGridProps } from '@mantine/core';

/**
 * A grid of post and content cards: two columns on a phone, four on a wide screen, one where two
 * would squeeze the cards. Its breakpoints are its own width in `em` of its text (a container
 * query): with the text made larger a card needs more room, so the columns follow the text size
 * as well as the screen.
 */
export const THUMBNAIL_GRID: SimpleGridProps = {
  type: 'container',
  cols: { base: 1, '17em': 2, '50em': 4 },
  spacing: 'md',
};
