import { useMatches, type Params, type UIMatch } from 'react-router';
import { metaOf, type RouteMeta } from './meta';
import type { RouteName } from './paths';

/** What each route object carries in `handle`. */
export interface RouteHandle {
  /** The route's name in the `routes` table. */
  name: RouteName;
  /** Parameter rule: false renders the not-found page without loading anything. */
  validate?: (params: Params) => boolean;
  /** For a path shared by two routes (`/campaigns/:status` and `/campaigns/:id`): the name by its params. */
  nameFor?: (params: Params) => RouteName;
}

function handleOf(match: Pick<UIMatch, 'handle'>): RouteHandle | null {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return handle?.name ? (handle as RouteHandle) : null;
}

/** The name of the deepest matched named route; `not_found` when none matched. */
export function routeNameOf(matches: readonly Pick<UIMatch, 'handle' | 'params'>[]): RouteName {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const handle = match ? handleOf(match) : null;
    if (handle && match) return handle.nameFor?.(match.params) ?? handle.name;
  }
  return 'not_found';
}

/** The deepest matched named route and its meta (the page being shown). */
export function useCurrentRoute(): { name: RouteName; meta: RouteMeta } {
  const name = routeNameOf(useMatches());
  return { name, meta: metaOf(name) };
}

/** False when any matched route rejects its parameters (e.g. a non-digit id). */
export function useParamsAreValid(): boolean {
  const matches = useMatches();
  return matches.every((match) => {
    const handle = handleOf(match);
    return !handle?.validate || handle.validate(match.params);
  });
}

/** The path of the first route under the root: what page transitions key on, so nested overlays do not re-animate the page. */
export function usePageKey(): string {
  const matches = useMatches();
  return matches[1]?.pathname ?? matches[0]?.pathname ?? '/';
}
