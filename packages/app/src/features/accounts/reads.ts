import { accountActiveContractQuery, accountQuery, accountsQuery } from '@creator/api-client';
import type { ScreenReads } from '../../routing/screen-reads';

/** The accounts list (the accounts page and its overlays). */
export const accountsReads: ScreenReads = ({ client }) => [accountsQuery(client)];

/** One account (its detail, its overlays, its permissions). */
export const accountReads: ScreenReads = ({ client, params }) => [
  accountQuery(client, String(params.uuid)),
];

/** The account's active contract (a 404 is an answer: no retry), beside the account. */
export const accountContractReads: ScreenReads = (context) => [
  ...accountReads(context),
  { ...accountActiveContractQuery(context.client, String(context.params.uuid)), retry: false },
];
