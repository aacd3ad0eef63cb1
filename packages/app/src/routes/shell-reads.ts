import {
  articlesQuery,
  companyQuery,
  currentUserQuery,
  networkQuery,
  translationsQuery,
  type ApiClient,
} from '@creator/api-client';
import type { AnyUseQueryOptions } from '@tanstack/react-query';

/** Every page's first read: the signed-in user (the HTML preloads it: build/boot-reads.ts). */
export const userRead = (client: ApiClient) => currentUserQuery(client);

/** The API's translations of the user's language, merged into the bundled catalogue. */
export const translationsRead = (client: ApiClient, language: string) =>
  translationsQuery(client, language);

/** The reads every page of a partner shows in its header and footer (of several data types). */
export const shellReads = (client: ApiClient): AnyUseQueryOptions[] => [
  companyQuery(client),
  networkQuery(client),
  articlesQuery(client),
];
