import { accountActiveContractQuery, accountQuery, accountsQuery } from '@creator/api-client';
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

/** The accounts list (the accounts page and its overlays). */
export const accountsReads = (({ client }: ReadContext) => ({
  accounts: accountsQuery(client),
})) satisfies ScreenReads;

/** One account (its detail, its overlays, its permissions). */
export const accountReads = (({ client, params }: ReadContext) => ({
  account: accountQuery(client, String(params.uuid)),
})) satisfies ScreenReads;

/** The account's active contract (a 404 is an answer: no retry), beside the account. */
export const accountContractReads = ((context: ReadContext) => ({
  ...accountReads(context),
  contract: {
    ...accountActiveContractQuery(context.client, String(context.params.uuid)),
    retry: false,
  },
})) satisfies ScreenReads;
