import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, renderApp } from '../../test/render-app';

const withApps = (persona = 'creator') => ({
  ...creatorApi(),
  '/api/user/company.json': example('getCompany', persona),
  '/api/user/company/apps.json': example('listApps'),
});

describe('apps page by its URL', () => {
  it('no-apps: a company without apps gets the not-found page, as the menu hides the item', async () => {
    const view = renderApp('/apps', withApps('no-apps'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
    expect(screen.queryByRole('link', { name: 'Apps' })).toBeNull();
  });

  it('creator: the company has apps, the page stays', async () => {
    const view = renderApp('/apps', withApps());
    expect(await screen.findByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/apps');
  });
});
