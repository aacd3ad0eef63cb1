import { createApiClient, type User } from '@creator/api-client';
import { QueryClient } from '@tanstack/react-query';
import { rulesAccept } from '../routing/current-route';
import { ANALYTICS_PERIODS } from '../routing/route-params';
import { metaOf, ROUTE_NAMES, routeRow, type RouteName } from '../routing/routes';
import { prefetchRead, type Read, type ScreenReads } from '../routing/screen-reads';
import type { BootRow, BootTable } from '../boot/table';
import { SCREENS } from './screens';
import { shellReads, translationsRead, userRead } from './shell-reads';

/**
 * The pages src/boot/main.ts starts the reads of (its html[data-boot-page] names): their routes,
 * and the values of the parameters their reads depend on. A parameter not listed is an id
 * (digits), left open in the table and filled in by boot.js from the URL.
 */
export const BOOT_PAGES: Record<
  string,
  { routes: RouteName[]; samples?: Record<string, readonly string[]> }
> = {
  dashboard: { routes: ['root', 'dashboard'] },
  campaigns: {
    routes: ['campaigns', ...ROUTE_NAMES.filter((n) => routeRow(n).page === 'campaigns')],
  },
  analytics: {
    routes: [
      'analytics_main',
      ...ROUTE_NAMES.filter((n) => routeRow(n).parent === 'analytics_main'),
    ],
    samples: { period: ANALYTICS_PERIODS },
  },
};

const ORIGIN = 'http://boot.invalid';

/**
 * The API paths of reads, from the api-client's own definitions: each read is started as a
 * route's loader starts it (TanStack Query runs its fetch), against a client that records the
 * URL instead of asking the network.
 */
async function pathsOf(build: (client: ReturnType<typeof createApiClient>) => (Read | false)[]) {
  const urls: string[] = [];
  const client = createApiClient({
    baseUrl: ORIGIN,
    fetch: async (input, init) => {
      urls.push(new Request(input, init).url);
      return new Response('null', { headers: { 'content-type': 'application/json' } });
    },
  });
  // No garbage-collection timer (it would hold the build's process open) and no retry.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { gcTime: Infinity, retry: false } },
  });
  for (const read of build(client)) if (read) await prefetchRead(queryClient, read);
  queryClient.clear();
  const paths = urls.map((url) => url.slice(ORIGIN.length).replace(/%7B(\w+)%7D/g, '{$1}'));
  return [...new Set(paths)];
}

/** The reads of a route: the loaders of it and of every route it is nested in run. */
function chainOf(name: RouteName): ScreenReads[] {
  const screen = SCREENS[name];
  const redirect = 'redirect' in screen ? screen.redirect : undefined;
  const target = redirect && ROUTE_NAMES.find((n) => routeRow(n).path === redirect);
  if (target) return chainOf(target);
  const parent = routeRow(name).parent as RouteName | undefined;
  return [...(parent ? chainOf(parent) : []), ...(screen.reads ? [screen.reads] : [])];
}

/** Every combination of values of the named parameters. */
function combinations(samples: Record<string, readonly string[]>) {
  return Object.entries(samples).reduce<Record<string, string>[]>(
    (all, [key, values]) =>
      all.flatMap((combo) => values.map((value) => ({ ...combo, [key]: value }))),
    [{}],
  );
}

/** A user whose flags are `flags` (false otherwise), noting which ones the reads look at. */
function userWith(flags: Record<string, boolean>, seen: Set<string>): User {
  return new Proxy({} as User, {
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      seen.add(key);
      return flags[key] ?? false;
    },
  });
}

/** The startup rules of a route's meta (what decideStartup reads of it), when it has any. */
function guardOf(name: RouteName): Pick<BootRow, 'guard'> {
  const { skipDataCheck, requiresApplication, networkOnly } = metaOf(name);
  const guard = Object.fromEntries(
    Object.entries({ skipDataCheck, requiresApplication, networkOnly }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return Object.keys(guard).length > 0 ? { guard } : {};
}

/** The boot page rows of one route with one set of parameter values. */
async function rowsOf(
  page: string,
  name: RouteName,
  values: Record<string, string>,
): Promise<BootRow[]> {
  const params: Record<string, string> = {};
  const path = routeRow(name)
    .path.replace(/:([A-Za-z_]+)/g, (_match, key: string) => {
      params[key] = values[key] ?? `{${key}}`;
      return values[key] ?? `:${key}`;
    })
    .replace(/^\//, '');
  // The parameter rules of the route and its parents must take the values (an open one as an id).
  const sample = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, value.startsWith('{') ? '1' : value]),
  );
  if (!rulesAccept(name, sample)) return [];
  const chain = chainOf(name);
  const readsFor = (user: User) =>
    pathsOf((client) => chain.flatMap((reads) => Object.values(reads({ client, user, params }))));
  const seen = new Set<string>();
  await readsFor(userWith({}, seen));
  const flags = [...seen];
  const rows: BootRow[] = [];
  for (const combo of combinations(Object.fromEntries(flags.map((f) => [f, ['1', '']])))) {
    const when = Object.fromEntries(Object.entries(combo).map(([f, v]) => [f, v === '1']));
    const again = new Set<string>();
    const reads = await readsFor(userWith(when, again));
    if ([...again].some((flag) => !seen.has(flag)))
      throw new Error(`boot-table: the reads of ${name} look at user flags in turn`);
    rows.push({ page, paths: [path], ...(flags.length ? { when } : {}), ...guardOf(name), reads });
  }
  return rows;
}

/** The table src/boot/main.ts reads (#boot-reads), from the screens' read declarations. */
export async function bootTable(): Promise<BootTable> {
  const rows: BootRow[] = [];
  for (const [page, { routes, samples = {} }] of Object.entries(BOOT_PAGES))
    for (const name of routes)
      for (const values of combinations(samples)) {
        for (const row of await rowsOf(page, name, values)) {
          const same = rows.find(
            (r) =>
              r.page === row.page &&
              JSON.stringify([r.when, r.guard, r.reads]) ===
                JSON.stringify([row.when, row.guard, row.reads]),
          );
          if (same) same.paths.push(...row.paths.filter((p) => !same.paths.includes(p)));
          else rows.push(row);
        }
      }
  const [user] = await pathsOf((client) => [userRead(client)]);
  const [translations] = await pathsOf((client) => [translationsRead(client, '{language}')]);
  return {
    user: user!,
    translations: translations!,
    shell: await pathsOf((client) => shellReads(client)),
    rows,
  };
}
