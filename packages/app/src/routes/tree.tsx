import { companyQuery } from '@creator/api-client';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { Navigate, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { FullPageLoader } from '../layout/FullPageLoader';
import { rowOfPattern, rulesAccept, type RouteHandle } from '../routing/current-route';
import { addTranslations, preloadLanguage, supportedLanguage, type I18n } from '../i18n/i18n';
import { metaOf, pathTo, ROUTE_NAMES, routeRow, type RouteName } from '../routing/routes';
import { readsFollowCompany, startReads } from '../routing/screen-reads';
import type { AppServices } from '../session/services';
import { SHELL_READS_WAIT_MS } from '../session/session';
import { sessionDataCheck } from '../session/data-check';
import { decideStartup, entersShell } from '../session/startup';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';
import { SCREENS } from './screens';
import { shellReads, translationsRead, userRead } from './shell-reads';

/** What the routes' loaders need. */
export interface RouteDeps {
  services: Pick<AppServices, 'client' | 'config' | 'impersonation'>;
  queryClient: QueryClient;
  /** The app's translations: the API's are merged in as soon as they arrive (see loadShell). */
  i18n?: I18n;
  /** Settles once the reads kept on the device are back in the cache: every loader waits for it. */
  ready?: Promise<unknown>;
}

/** The row's path relative to its parent's (the router nests children under their parent). */
function relativePath(name: RouteName): string {
  const { path, parent } = routeRow(name);
  const base = parent ? routeRow(parent as RouteName).path : '';
  return path.slice(base.length + 1);
}

/**
 * Whether the app's first page is still loading: its loaders wait (a while) for their reads,
 * later navigations do not (see loaderFor).
 */
interface FirstLoad {
  loading: boolean;
}

/**
 * Waits until every read has settled, `ms` have passed, or an attempt of any read has failed:
 * the page then renders at once and shows that read's retry under way, then its error (had
 * the wait gone on until the retries were done, mounting would have started them over).
 */
function settledWithin(
  queryClient: QueryClient,
  reads: Promise<unknown>[],
  ms: number,
): Promise<unknown> {
  let stop = () => {};
  const failed = new Promise<void>((resolve) => {
    stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && ['failed', 'error'].includes(event.action.type)) resolve();
    });
  });
  return Promise.race([
    Promise.allSettled(reads),
    failed,
    new Promise((resolve) => setTimeout(resolve, ms)),
  ]).finally(stop);
}

/**
 * The signed-in user for a loader, once the reads kept on the device are back in the cache
 * (`ready`). Opening them asked the API who is signed in: a user read that failed there is not
 * asked again here (the guard shows its error with a retry; a 401 has already signed out).
 * Offline with no user kept, the read would wait for the network and the page with it: none
 * then, and the guard says the app is offline with nothing saved (it opens once online).
 */
async function signedInUser({ services: { client }, queryClient, ready }: RouteDeps) {
  if (ready) {
    await ready;
    const state = queryClient.getQueryState(userRead(client).queryKey);
    if (state?.status === 'error' && state.data === undefined) return null;
  }
  const kept = queryClient.getQueryData(userRead(client).queryKey);
  if (kept === undefined && !onlineManager.isOnline()) return null;
  return queryClient.ensureQueryData(userRead(client)).catch(() => null);
}

/**
 * The loader of a route with reads: once the user is known and the startup rules let them
 * see the page, it starts the screen's reads, so they run in parallel with the screen's code.
 * On the app's first page it also waits for them (at most SHELL_READS_WAIT_MS, like the
 * shell's), so the page renders once, complete, in the router's transition, which React
 * renders in slices instead of one long task per block answering; on a later navigation the
 * page shows at once and its blocks load in place. Bad parameters and redirected users start
 * nothing.
 */
function loaderFor(name: RouteName, deps: RouteDeps, firstLoad: FirstLoad) {
  const screenReads = SCREENS[name].reads;
  if (!screenReads) return undefined;
  return async ({ params, pattern }: LoaderFunctionArgs) => {
    const waits = firstLoad.loading;
    // The whole URL's rules (a child's too: a `javascript:` video under a valid content starts
    // none of the content's reads); an unknown path has no row and reads nothing but the shell.
    const leaf = rowOfPattern(pattern);
    if (!leaf || !rulesAccept(leaf, params)) return null;
    const { client, config, impersonation } = deps.services;
    // The same read as the shell's loader (deduplicated): a deep link waits for one user request.
    const user = await signedInUser(deps);
    if (!user) return null;
    const decision = decideStartup({
      user: sessionDataCheck(deps.queryClient, user),
      route: { name, meta: metaOf(name) },
      application: config.application,
      impersonation,
    });
    if (decision.kind !== 'continue') return null;
    // Reads that follow the company wait for it (the shell's read, shared); none without it.
    const company = readsFollowCompany(screenReads)
      ? await deps.queryClient.ensureQueryData(companyQuery(client)).catch(() => undefined)
      : undefined;
    const reads = startReads(deps.queryClient, screenReads, { client, user, params, company });
    if (waits) await settledWithin(deps.queryClient, reads, SHELL_READS_WAIT_MS);
    return null;
  };
}

/** A redirect keeps the query string (`/campaigns?ref=mail` goes to `/campaigns/active?ref=mail`). */
function redirectLoader(to: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(to + new URL(request.url).search);
}

function routeFor(name: RouteName, deps: RouteDeps, firstLoad: FirstLoad): RouteObject {
  const screen = SCREENS[name];
  const handle: RouteHandle = { name };
  const path = relativePath(name);
  const base: RouteObject = path === '' ? { index: true } : { path };
  const to = 'redirect' in screen ? screen.redirect : undefined;
  const loader = to ? redirectLoader(to) : loaderFor(name, deps, firstLoad);
  const children = childRoutes(name, deps, firstLoad);
  const view: Partial<RouteObject> =
    'element' in screen
      ? { element: screen.element }
      : {
          lazy: async () => ({ element: createElement(await screen.load(), screen.props) }),
        };
  return {
    ...base,
    handle,
    ...view,
    ...(loader ? { loader } : {}),
    errorElement: <RouteError />,
    ...(children.length > 0 ? { children } : {}),
  } as RouteObject;
}

/** The router routes of the rows under `parent` (top level when undefined), one per row. */
function childRoutes(
  parent: RouteName | undefined,
  deps: RouteDeps,
  firstLoad: FirstLoad,
): RouteObject[] {
  return ROUTE_NAMES.filter((name) => routeRow(name).parent === parent).map((name) =>
    routeFor(name, deps, firstLoad),
  );
}

/**
 * The shell's loader: the user first (everything depends on it), then the reads every page
 * of a partner shows in its header and footer (company, network, articles) in parallel rather
 * than one component after another. Awaited for at most SHELL_READS_WAIT_MS, so the first
 * paint usually has them and no mounting component starts (or, in development's strict mode,
 * aborts and repeats) them, while one that hangs does not hold up the page; later navigations
 * find them cached. The API's translations are started here but never awaited: the bundled
 * catalogue renders at once and they merge in when they arrive. A 401 or a
 * failure is the guard's to show and the query cache's to sign out; what the others feed (logo,
 * menu items, the contact block) shows its own loading or error state.
 */
async function loadShell(deps: RouteDeps): Promise<null> {
  const {
    services: { client },
    queryClient,
    i18n,
  } = deps;
  const user = await signedInUser(deps);
  if (!user) return null;
  const language = supportedLanguage(user.language);
  preloadLanguage(language);
  // Merged on arrival: usually before the first render, which then needs no second pass.
  queryClient
    .fetchQuery(translationsRead(client, language))
    .then((texts) => i18n && addTranslations(i18n, language, texts))
    .catch(() => {});
  if (!entersShell(user)) return null;
  await settledWithin(
    queryClient,
    shellReads(client).map((read) => queryClient.ensureQueryData(read)),
    SHELL_READS_WAIT_MS,
  );
  return null;
}

/**
 * The whole route tree, derived from the route table (routing/routes.ts) and the screens
 * (./screens.tsx): the shell (guard, layout, transitions) around every screen, each with its
 * own error boundary. The shell's loader loads the signed-in user before anything renders.
 */
export function createRouteTree(deps: RouteDeps): RouteObject[] {
  const firstLoad: FirstLoad = { loading: true };
  return [
    {
      element: (
        <RootShell
          onShown={() => {
            firstLoad.loading = false;
          }}
        />
      ),
      errorElement: <RouteError />,
      HydrateFallback: FullPageLoader,
      loader: () => loadShell(deps),
      children: [
        ...childRoutes(undefined, deps, firstLoad),
        { path: '*', element: <Navigate replace to={pathTo('not_found')} /> },
      ],
    },
  ];
}

export { BASENAME } from '../routing/routes';
