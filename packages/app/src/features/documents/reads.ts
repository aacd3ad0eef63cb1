import { documentsQuery } from '@creator/api-client';
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

/** The documents list. */
export const documentsReads = (({ client }: ReadContext) => ({
  documents: documentsQuery(client),
})) satisfies ScreenReads;
