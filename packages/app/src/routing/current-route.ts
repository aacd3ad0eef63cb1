import { matchPath, useMatches, type Params, type UIMatch } from 'react-router';
import { BASENAME, metaOf, ROUTE_NAMES, routeRow, type RouteMeta, type RouteName } from './routes';

/** What each route object of the router carries in `handle` (set by the route layer). */
export interface RouteHandle {
  /**
   * The table rows this router route stands for: one, or several sharing one path shape
   * (`/campaigns/:status?` and `/campaigns/:id`), told apart by their parameter rules.
   */
  names: readonly RouteName[];
}

type MatchLike = Pick<UIMatch, 'handle' | 'pathname'>;

function namesOf(match: MatchLike): readonly RouteName[] | null {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return handle?.names?.length ? handle.names : null;
}

/** The path of a match without the basename (matches may carry it or not). */
function appPath(pathname: string): string {
  return pathname.startsWith(`${BASENAME}/`) || pathname === BASENAME
    ? pathname.slice(BASENAME.length) || '/'
    : pathname;
}

/**
 * Whether the row's rule and those of its parents accept the parameters: a child's URL carries
 * its parents' parameters (`/campaigns/:campaignId/submitted_contents/:id/comments`), and
 * its own row is what a deep link or an in-app navigation matches.
 */
function rulesAccept(name: RouteName, params: Params): boolean {
  const row = routeRow(name);
  if (!(row.params?.(params) ?? true)) return false;
  return !row.parent || rulesAccept(row.parent as RouteName, params);
}

/** Whether the row matches `pathname` and accepts its parameters (its parents' rules included). */
export function rowAccepts(name: RouteName, pathname: string): boolean {
  const match = matchPath(routeRow(name).path, appPath(pathname));
  return match !== null && rulesAccept(name, match.params);
}

/** Answers of `pathAccepted` by path. */
const acceptedPaths = new Map<string, boolean>();

/**
 * Whether the whole path is one the table accepts: no row's pattern matches it, or one that
 * does accepts its parameters. A parent's loader uses it so that a child's bad parameter
 * (a `javascript:` video under a valid submitted content) starts none of the parent's reads.
 */
export function pathAccepted(pathname: string): boolean {
  let accepted = acceptedPaths.get(pathname);
  if (accepted === undefined) {
    const matching = ROUTE_NAMES.filter((name) =>
      matchPath(routeRow(name).path, appPath(pathname)),
    );
    accepted = matching.length === 0 || matching.some((name) => rowAccepts(name, pathname));
    // Every loader of a navigation asks, and matching compiles each row's pattern: kept per
    // path (the table never changes), a few hundred paths at most.
    if (acceptedPaths.size >= 500) acceptedPaths.clear();
    acceptedPaths.set(pathname, accepted);
  }
  return accepted;
}

/** The row of a match: the first of its names that accepts the path, else null (bad parameters). */
export function nameOfMatch(match: MatchLike): RouteName | null {
  const names = namesOf(match);
  if (!names) return null;
  return names.find((name) => rowAccepts(name, match.pathname)) ?? null;
}

/** The name of the deepest matched named route; `not_found` when none matched or it rejects its parameters. */
export function routeNameOf(matches: readonly MatchLike[]): RouteName {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    if (match && namesOf(match)) return nameOfMatch(match) ?? 'not_found';
  }
  return 'not_found';
}

/** False when any matched route rejects its parameters (e.g. a non-digit id). */
export function paramsAreValid(matches: readonly MatchLike[]): boolean {
  return matches.every((match) => !namesOf(match) || nameOfMatch(match) !== null);
}

/** The deepest matched named route and its meta (the page being shown). */
export function useCurrentRoute(): { name: RouteName; meta: RouteMeta } {
  const name = routeNameOf(useMatches());
  return { name, meta: metaOf(name) };
}

/** False when any matched route rejects its parameters. */
export function useParamsAreValid(): boolean {
  return paramsAreValid(useMatches());
}

/**
 * The page being shown, for page transitions: the first route under the root (so overlays
 * nested under a page do not re-animate it). `key` is its row's `page` when it has one (a month
 * or a period picked on the page keeps it mounted), else its path; `path` is its path.
 */
export function usePageKey(): { key: string; path: string } {
  const matches = useMatches();
  const top = matches[1] ?? matches[0];
  const path = top?.pathname ?? '/';
  const name = top ? nameOfMatch(top) : null;
  return { key: (name && routeRow(name).page) ?? path, path };
}
