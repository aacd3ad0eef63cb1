import { documentsQuery } from '@creator/api-client';
import type { ScreenReads } from '../../routing/screen-reads';

export const documentsReads: ScreenReads = ({ client }) => [documentsQuery(client)];
