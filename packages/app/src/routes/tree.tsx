import {
  articlesQuery,
  companyQuery,
  currentUserQuery,
  networkQuery,
  translationsQuery,
} from '@creator/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type ReactNode } from 'react';
import {
  generatePath,
  Navigate,
  useMatches,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router';
import { FullPageLoader } from '../layout/FullPageLoader';
import { nameOfMatch, pathAccepted, type RouteHandle } from '../lib/current-route';
import { DEFAULT_LANGUAGE } from '../lib/i18n';
import { metaOf, pathTo, ROUTE_NAMES, routeRow, type RouteName } from '../lib/routes';
import type { AppServices } from '../lib/services';
import { SHELL_READS_WAIT_MS } from '../lib/session';
import { decideStartup } from '../lib/startup';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';
import { SCREENS } from './screens';

/** What the routes' loaders need. */
export interface RouteDeps {
  services: Pick<AppServices, 'client' | 'config' | 'impersonation'>;
  queryClient: QueryClient;
}

/** A path pattern's shape, parameter names and optional marks removed: rows with one shape share a router route. */
const shapeOf = (path: string) => path.replace(/\/:[A-Za-z_]+\??/g, '/:');

/** The row's path relative to its parent's (the router nests children under their parent). */
function relativePath(name: RouteName): string {
  const { path, parent } = routeRow(name);
  const base = parent ? routeRow(parent as RouteName).path : '';
  return path.slice(base.length + 1);
}

/** The view of a row as an element: its element, or its lazily loaded screen (React.lazy). */
function viewOf(name: RouteName): ReactNode {
  const screen = SCREENS[name];
  if ('element' in screen) return screen.element;
  const Screen = lazy(async () => ({ default: await screen.load() }));
  return <Screen />;
}

/** One router route for several rows of one path shape: shows the row that accepts the parameters. */
function sharedRouteComponent(names: readonly RouteName[]): ComponentType {
  const views = new Map(names.map((name) => [name, viewOf(name)]));
  return function SharedRoute() {
    const match = useMatches().find((m) => (m.handle as RouteHandle | undefined)?.names === names);
    const name = match ? nameOfMatch(match) : null;
    return name ? views.get(name) : null;
  };
}

/** The part of the URL this route matched (a parent's loader sees its children's URL too). */
function ownPath(names: readonly RouteName[], params: Params): string {
  const encoded = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, value && encodeURIComponent(value)]),
  );
  return generatePath(routeRow(names[0] as RouteName).path, encoded);
}

/**
 * The loader of a route with reads: once the user is known and the
 * startup rules let them see the page, it starts the screen's reads without waiting, so they
 * run in parallel with the screen's code. Bad parameters and redirected users start nothing.
 */
function loaderFor(names: readonly RouteName[], deps: RouteDeps) {
  const withPrefetch = names.filter((name) => SCREENS[name].prefetch);
  if (withPrefetch.length === 0) return undefined;
  return async ({ params, request }: LoaderFunctionArgs) => {
    if (!pathAccepted(new URL(request.url).pathname)) return null;
    const { client, config, impersonation } = deps.services;
    // The same read as the shell's loader (deduplicated): a deep link waits for one user request.
    const user = await deps.queryClient.ensureQueryData(currentUserQuery(client)).catch(() => null);
    if (!user) return null;
    const name = nameOfMatch({ handle: { names }, pathname: ownPath(names, params) });
    if (!name) return null;
    const decision = decideStartup({
      user,
      route: { name, meta: metaOf(name) },
      application: config.application,
      impersonation,
    });
    if (decision.kind === 'continue')
      SCREENS[name].prefetch?.({ client, queryClient: deps.queryClient, user, params });
    return null;
  };
}

function routeFor(names: readonly RouteName[], deps: RouteDeps): RouteObject {
  const [first] = names as [RouteName];
  const screen = SCREENS[first];
  const handle: RouteHandle = { names };
  const path = relativePath(first);
  const base: RouteObject = path === '' ? { index: true } : { path };
  const loader = loaderFor(names, deps);
  const children = childRoutes(first, deps);
  const view: Partial<RouteObject> =
    names.length > 1
      ? { Component: sharedRouteComponent(names) }
      : 'element' in screen
        ? { element: screen.element }
        : { lazy: async () => ({ Component: await screen.load() }) };
  return {
    ...base,
    handle,
    ...view,
    ...(loader ? { loader } : {}),
    errorElement: <RouteError />,
    ...(children.length > 0 ? { children } : {}),
  } as RouteObject;
}

/** The router routes of the rows under `parent` (top level when undefined), rows of one shape merged. */
function childRoutes(parent: RouteName | undefined, deps: RouteDeps): RouteObject[] {
  const rows = ROUTE_NAMES.filter((name) => routeRow(name).parent === parent);
  const groups = new Map<string, RouteName[]>();
  for (const name of rows) {
    const shape = shapeOf(routeRow(name).path);
    groups.set(shape, [...(groups.get(shape) ?? []), name]);
  }
  return [...groups.values()].map((names) => routeFor(names, deps));
}

/**
 * The shell's loader: the user first (everything depends on it), then the reads every page
 * of a partner shows (translations, company, network, articles) in parallel rather than one
 * component after another. Awaited for at most SHELL_READS_WAIT_MS, so the first paint
 * usually has them and no mounting component starts (or, in development's strict mode,
 * aborts and repeats) them, while one that hangs does not hold up the page; later
 * navigations find them cached. A 401 or a failure is the guard's to show and the query
 * cache's to sign out.
 */
async function loadShell({ services: { client }, queryClient }: RouteDeps): Promise<null> {
  const user = await queryClient.ensureQueryData(currentUserQuery(client)).catch(() => null);
  if (!user) return null;
  const reads: Promise<unknown>[] = [
    queryClient.ensureQueryData(translationsQuery(client, user.language || DEFAULT_LANGUAGE)),
  ];
  if (user.partner && user.hasNetworkAssigned)
    reads.push(
      queryClient.ensureQueryData(companyQuery(client)),
      queryClient.ensureQueryData(networkQuery(client)),
      queryClient.ensureQueryData(articlesQuery(client)),
    );
  await Promise.race([
    Promise.allSettled(reads),
    new Promise((resolve) => setTimeout(resolve, SHELL_READS_WAIT_MS)),
  ]);
  return null;
}

/**
 * The whole route tree, derived from the route table (lib/routes.ts) and the screens
 * (./screens.tsx): the shell (guard, layout, transitions) around every screen, each with its
 * own error boundary. The shell's loader loads the signed-in user before anything renders.
 */
export function createRouteTree(deps: RouteDeps): RouteObject[] {
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      HydrateFallback: FullPageLoader,
      loader: () => loadShell(deps),
      children: [
        ...childRoutes(undefined, deps),
        { path: '*', element: <Navigate replace to={pathTo('not_found')} /> },
      ],
    },
  ];
}

export { BASENAME } from '../lib/routes';
