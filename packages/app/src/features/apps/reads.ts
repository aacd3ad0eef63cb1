import { accountsQuery, appsQuery } from '@creator/api-client';
import type { ScreenReads } from '../../routing/screen-reads';

/** The apps and the accounts they are connected to. */
export const appsReads: ScreenReads = ({ client }) => [appsQuery(client), accountsQuery(client)];
