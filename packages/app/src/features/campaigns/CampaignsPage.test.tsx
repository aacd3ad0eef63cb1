import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, renderApp } from '../../test/render-app';

const api = () => ({
  ...creatorApi(),
  '/api/user/me/campaigns/summary.json': example('getCampaignsSummary'),
  '/api/user/me/campaigns.json?status=upcoming': example(
    'listCampaigns',
    'creator__status-upcoming',
  ),
});

describe('campaign lists', () => {
  it('/campaigns opens the active list, keeping the query string', async () => {
    const view = renderApp('/campaigns?ref=mail', api());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Active campaigns' }),
    ).toBeInTheDocument();
    expect(view.router.state.location).toMatchObject({
      pathname: '/campaigns/active',
      search: '?ref=mail',
    });
  });

  it('a status card opens its list on the same page (kept mounted), reading only that list', async () => {
    const view = renderApp('/campaigns/active', api());
    const title = await screen.findByRole('heading', { level: 1, name: 'Campaigns' });
    fireEvent.click(await screen.findByRole('button', { name: /Upcoming/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/campaigns/upcoming'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Upcoming campaigns' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toBe(title);
    expect(screen.getByRole('button', { name: /Upcoming/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      view.requested().filter((path) => path.startsWith('/api/user/me/campaigns.json')),
    ).toEqual([
      '/api/user/me/campaigns.json?status=active',
      '/api/user/me/campaigns.json?status=upcoming',
    ]);
  });

  it.each(['/campaigns/archived', '/campaigns/12a'])(
    '%s is not found, and no list is read',
    async (path) => {
      const view = renderApp(path, api());
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
      expect(view.requested().some((p) => p.startsWith('/api/user/me/campaigns'))).toBe(false);
    },
  );
});
