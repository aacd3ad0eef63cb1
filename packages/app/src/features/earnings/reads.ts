import { youtubeEarningsQuery } from '@creator/api-client';
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

/** The YouTube earnings (the month and account picked are the screen's). */
export const earningsReads = (({ client }: ReadContext) => ({
  earnings: youtubeEarningsQuery(client),
})) satisfies ScreenReads;
