import { createApiClient, mockConfig, parseConfig } from '@creator/api-client';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paramsAreValid, routeNameOf } from '../routing/current-route';
import { ROUTE_NAMES, routeRow, type RouteName } from '../routing/routes';

const b64 = (text: string) => btoa(text);
import { SCREENS } from './screens';
import { createRouteTree } from './tree';

const config = parseConfig(mockConfig);
const tree = createRouteTree({
  services: {
    config,
    client: createApiClient({ baseUrl: 'http://api.test' }),
    impersonation: { active: false, actingAsInfluencer: false },
  },
  queryClient: new QueryClient(),
});

/** The matches of the real route tree for a path (as the layout and the guard see them). */
function matchesOf(path: string) {
  return (matchRoutes(tree, path) ?? []).map(({ route, pathname, params }) => ({
    handle: route.handle,
    pathname,
    params,
  }));
}

describe('route names of the tree', () => {
  it.each<[string, RouteName]>([
    ['/dashboard', 'dashboard'],
    ['/campaigns', 'campaigns'],
    ['/campaigns/active', 'campaigns_active'],
    ['/campaigns/upcoming', 'campaigns_upcoming'],
    ['/campaigns/completed', 'campaigns_completed'],
    ['/campaigns/102', 'campaign'],
    ['/campaigns/102/submitted_contents/new', 'submit_content'],
    ['/campaigns/archived', 'not_found'],
    ['/campaigns/102/submitted_contents/9001', 'submitted_content'],
    ['/campaigns/102/submitted_contents/9001/comments', 'submitted_content_comments'],
    ['/accounts/add_account', 'add_account'],
    ['/accounts/1001/revoke_auth', 'account_revoke_auth'],
    ['/analytics/1001/month/revenue', 'analytics_revenue'],
    ['/earnings/youtube/2026-10-01/youtube/UCm1kaTravels', 'earnings_month_for_account'],
    ['/no/such/page', 'not_found'],
  ])('%s is %s', (path, want) => expect(routeNameOf(matchesOf(path))).toBe(want));

  it('every row of the table is reachable by its own path', () => {
    const sample: Record<string, string> = {
      uuid: '1001',
      id: '7',
      campaignId: '102',
      period: 'last_28_days',
      month: '2026-10-01',
      account_type: 'youtube',
      account_id: '1001',
      postDataEncoded: btoa(
        JSON.stringify({ platform: 'instagram', type: 'story', contentType: 'sponsored_post' }),
      ),
      videoUrlEncoded: btoa('https://cdn.example.com/v.mp4'),
    };
    for (const name of ROUTE_NAMES) {
      const path = routeRow(name).path.replace(/:([A-Za-z_]+)/g, (_m, key: string) =>
        encodeURIComponent(sample[key] ?? key),
      );
      expect([name, routeNameOf(matchesOf(path))]).toEqual([name, name]);
    }
  });
});

describe('parameter rules', () => {
  it.each<[string, boolean]>([
    ['/campaigns/active', true],
    ['/campaigns/archived', false],
    ['/campaigns/12a', false],
    ['/accounts/abc', false],
    ['/accounts/abc/contract', false],
    ['/accounts/1001/revoke_auth', true],
    ['/analytics/1001/week', false],
    ['/guides/intro', false],
    ['/earnings/payments/2026-10-15', false],
    ['/campaigns/102/submitted_contents/7001/play/!!!', false],
    ['/campaigns/102', true],
    [`/campaigns/102/submitted_contents/7001/play/${b64('https://cdn.example.com/a.mp4')}`, true],
    [`/campaigns/102/submitted_contents/7001/play/${b64('javascript:alert(1)')}`, false],
    [`/campaigns/x/submitted_contents/7001/play/${b64('https://cdn.example.com/a.mp4')}`, false],
    ['/campaigns/102/submitted_contents/9001/comments', true],
    ['/campaigns/102/submitted_contents/abc/comments', false],
    ['/campaigns/abc/submitted_contents/9001/comments', false],
    ['/campaigns/102/submitted_contents/new', true],
    ['/campaigns/abc/submitted_contents/new', false],
    ['/campaigns/102/post/!!!/submitted_contents/new', false],
    ['/accounts/abc/revoke_auth', false],
    ['/no/such/page', true],
  ])('%s valid: %s', (path, want) => expect(paramsAreValid(matchesOf(path))).toBe(want));

  it.each(ROUTE_NAMES.filter((name) => routeRow(name).path.includes('/:')))(
    '%s refuses malformed segments (nothing is requested for them)',
    (name) => {
      const path = routeRow(name).path.replace(/:\w+/g, '!!');
      expect(paramsAreValid(matchesOf(path))).toBe(false);
    },
  );
});

describe('pages of several rows', () => {
  it('render one component, so that moving between their rows keeps the page mounted', async () => {
    const pages = new Map<string, RouteName[]>();
    for (const name of ROUTE_NAMES) {
      const key = routeRow(name).page;
      if (key) pages.set(key, [...(pages.get(key) ?? []), name]);
    }
    expect([...pages.keys()].sort()).toEqual([
      'analytics',
      'campaigns',
      'earnings_youtube',
      'payments',
    ]);
    for (const names of pages.values()) {
      const components = await Promise.all(
        names.map((name) => {
          const screen = SCREENS[name];
          return 'load' in screen ? screen.load() : screen;
        }),
      );
      expect(new Set(components).size).toBe(1);
    }
  });
});
