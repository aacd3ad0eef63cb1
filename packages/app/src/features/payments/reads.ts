import { paymentsQuery } from '@creator/api-client';
import type { ScreenReads } from '../../routing/screen-reads';

/** Every month's payments (the month picked is the screen's). */
export const paymentsReads: ScreenReads = ({ client }) => [paymentsQuery(client)];
