import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeNameOf } from './handle';
import { routeTree } from './tree';

/** The name the real route tree gives a path (as the layout and the guard see it). */
function nameOf(path: string) {
  const matches = matchRoutes(routeTree, path) ?? [];
  return routeNameOf(matches.map(({ route, params }) => ({ handle: route.handle, params })));
}

describe('route names of the tree', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/campaigns/active', 'campaigns'],
    ['/campaigns/102', 'campaign'],
    ['/campaigns/102/submitted_contents/9001', 'submitted_content'],
    ['/earnings/youtube/2026-10-01/youtube/UCm1kaTravels', 'earnings_month_for_account'],
    ['/no/such/page', 'not_found'],
  ])('%s is %s', (path, want) => expect(nameOf(path)).toBe(want));
});
