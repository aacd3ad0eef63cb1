import { accountsQuery, appsQuery } from '@creator/api-client';
import type { ScreenReads } from '../../lib/screen-reads';

/** The apps and the accounts they are connected to. */
export const appsReads: ScreenReads = ({ client }) => [appsQuery(client), accountsQuery(client)];
