import { useMatches, type Params, type UIMatch } from 'react-router';
import { metaOf, ROUTE_NAMES, routeRow, type RouteMeta, type RouteName } from './routes';

/** What each route object of the router carries in `handle` (set by the route layer). */
export interface RouteHandle {
  /** The row of the route table this router route stands for. */
  name: RouteName;
}

type MatchLike = Pick<UIMatch, 'handle' | 'params' | 'pathname'>;

function nameOf(match: MatchLike): RouteName | null {
  return (match.handle as Partial<RouteHandle> | undefined)?.name ?? null;
}

/**
 * Whether the row's rule and those of its parents accept the parameters: a child's URL carries
 * its parents' parameters (`/campaigns/:campaignId/submitted_contents/new`), each row checking
 * the ones its own path adds.
 */
export function rulesAccept(name: RouteName, params: Params): boolean {
  const row = routeRow(name);
  if (!(row.params?.(params) ?? true)) return false;
  return !row.parent || rulesAccept(row.parent as RouteName, params);
}

/**
 * The row whose full path is `pattern`: the router hands every loader the pattern of the
 * whole match (`campaigns/:campaignId/submitted_contents/new`), the deepest route's.
 */
export function rowOfPattern(pattern: string): RouteName | undefined {
  const path = `/${pattern.replace(/^\/+/, '')}`;
  return ROUTE_NAMES.find((name) => routeRow(name).path === path);
}

/** False when any matched route rejects its parameters (e.g. a non-digit id). */
export function paramsAreValid(matches: readonly MatchLike[]): boolean {
  return matches.every((match) => {
    const name = nameOf(match);
    return !name || (routeRow(name).params?.(match.params) ?? true);
  });
}

/** The name of the deepest matched named route; `not_found` when none matched or a rule refuses. */
export function routeNameOf(matches: readonly MatchLike[]): RouteName {
  if (!paramsAreValid(matches)) return 'not_found';
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const name = nameOf(matches[i]!);
    if (name) return name;
  }
  return 'not_found';
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
  const name = top ? nameOf(top) : null;
  return { key: (name && routeRow(name).page) ?? path, path };
}
