import { describe, expect, it } from 'vitest';
import { pathTo, ROUTE_NAMES, routeRow, type RouteName } from './routes';

describe('pathTo', () => {
  it.each<[string, { given: string; want: string }]>([
    ['dashboard', { given: pathTo('dashboard'), want: '/dashboard' }],
    ['campaign lists', { given: pathTo('campaigns'), want: '/campaigns' }],
    ['a campaign list', { given: pathTo('campaigns_upcoming'), want: '/campaigns/upcoming' }],
    ['single campaign', { given: pathTo('campaign', { campaignId: 102 }), want: '/campaigns/102' }],
    [
      'an overlay over its campaign',
      {
        given: pathTo('submit_content', { campaignId: 102 }),
        want: '/campaigns/102/submitted_contents/new',
      },
    ],
    [
      'analytics main',
      {
        given: pathTo('analytics_main', { uuid: '1001', period: 'last_28_days' }),
        want: '/analytics/1001/last_28_days',
      },
    ],
    [
      'channel earnings',
      {
        given: pathTo('earnings_month_for_account', {
          month: '2026-10-01',
          account_type: 'youtube',
          account_id: 7,
        }),
        want: '/earnings/youtube/2026-10-01/youtube/7',
      },
    ],
    ['encodes parameters', { given: pathTo('guide', { id: 'a/b' }), want: '/guides/a%2Fb' }],
  ])('%s', (_name, { given, want }) => expect(given).toBe(want));

  it('does not compile with a missing parameter', () => {
    // @ts-expect-error campaign needs its campaignId
    expect(pathTo('campaign', { id: 102 })).toBe('/campaigns/undefined');
  });
});

describe('the route table', () => {
  it('nests every child under an existing parent whose path it extends', () => {
    for (const name of ROUTE_NAMES) {
      const { path, parent } = routeRow(name);
      if (!parent) continue;
      expect(ROUTE_NAMES).toContain(parent);
      expect(path.startsWith(`${routeRow(parent as RouteName).path}/`)).toBe(true);
    }
  });

  it('gives every page a title and no redirect one', () => {
    const redirects: RouteName[] = ['root', 'campaigns', 'analytics', 'earnings', 'settings'];
    for (const name of ROUTE_NAMES)
      expect([name, Boolean(routeRow(name).title)]).toEqual([name, !redirects.includes(name)]);
  });
});
