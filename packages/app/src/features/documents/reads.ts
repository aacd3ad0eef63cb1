import { documentsQuery } from '@creator/api-client';
import type { ScreenReads } from '../../lib/screen-reads';

export const documentsReads: ScreenReads = ({ client }) => [documentsQuery(client)];
