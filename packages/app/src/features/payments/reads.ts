import { paymentsQuery } from '@creator/api-client';
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

/** Every month's payments (the month picked is the screen's). */
export const paymentsReads = (({ client }: ReadContext) => ({
  payments: paymentsQuery(client),
})) satisfies ScreenReads;
