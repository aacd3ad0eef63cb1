// What another client writes against the published package: test/package.test.ts packs it,
// installs the tarball with npm into an empty project, typechecks this with tsc (nodenext)
// and runs it with Node against the mock, whose URL is the first argument.
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import {
  createApiClient,
  currentUserQuery,
  updateCountryMutation,
  userKeys,
  type User,
} from '@creator/api-client';
import { createRealtime, subscribeToUser, userChannel } from '@creator/api-client/realtime';

const { argv, exit } = (
  globalThis as unknown as { process: { argv: string[]; exit(code: number): never } }
).process;
const baseUrl = argv[2] ?? 'http://127.0.0.1:4010';

// Configure: one client, one QueryClient.
const client = createApiClient({ baseUrl });
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

// Read: the query definitions carry their key and their typed fetch.
const user: User = await queryClient.fetchQuery(currentUserQuery(client));

// A mutation: the write, whose success invalidates the reads it changes.
const saved = await new MutationObserver(queryClient, updateCountryMutation(client)).mutate('JP');

// Realtime: the user's private channel, authorised through the API.
const { hostname, port } = new URL(baseUrl);
const pusher = createRealtime(client, {
  key: 'mock',
  wsHost: hostname,
  wsPort: Number(port),
  forceTLS: false,
});
const event = new Promise<unknown>((resolve) => {
  subscribeToUser(pusher, user.id, { payee_details_updated: resolve });
});
await new Promise<void>((resolve, reject) => {
  const channel = pusher.channel(userChannel(user.id));
  channel.bind('pusher:subscription_succeeded', () => resolve());
  channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
});
// (The mock's developer endpoint stands in for the backend sending the event.)
await fetch(`${baseUrl}/__mock/realtime/events`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    channel: userChannel(user.id),
    event: 'payee_details_updated',
    data: {
      displayPaymentWidgetOnDashboard: true,
      tipaltiIframeUrl: 'https://example.com/w',
      missingTipaltiDetails: false,
      paymentRailsIframeUrl: null,
      missingPaymentRailsDetails: false,
    },
  }),
});
const details = await event;
pusher.disconnect();

console.log(
  JSON.stringify({
    userId: user.id,
    savedCountry: saved.countryCode,
    userInvalidated: queryClient.getQueryState(userKeys.me())?.isInvalidated,
    details,
  }),
);
exit(0);
