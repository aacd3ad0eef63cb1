import { youtubeEarningsQuery } from '@creator/api-client';
import type { ScreenReads } from '../../routing/screen-reads';

/** The YouTube earnings (the month and account picked are the screen's). */
export const earningsReads: ScreenReads = ({ client }) => [youtubeEarningsQuery(client)];
