import { accountsQuery, appsQuery } from '@creator/api-client';
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

/** The apps and the accounts they are connected to. */
export const appsReads = (({ client }: ReadContext) => ({
  apps: appsQuery(client),
  accounts: accountsQuery(client),
})) satisfies ScreenReads;
