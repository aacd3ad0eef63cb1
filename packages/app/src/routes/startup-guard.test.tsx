import { userKeys } from '@creator/api-client';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { example } from '../test/examples';
import { creatorApi, renderApp } from '../test/render-app';

const user = example<Record<string, unknown>>('getCurrentUser');

// Mantine keeps notices in a module-level store: start each test with none.
afterEach(() => act(() => notifications.clean()));

describe('startup wiring', () => {
  it('a 401 on the user goes to the login URL and renders no page', async () => {
    const view = renderApp('/dashboard', { ...creatorApi(), '/api/user/me.json': { status: 401 } });
    await waitFor(() => expect(view.leave).toHaveBeenCalledWith('http://login.test/'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    // Company, network, translations and articles load only after the user.
    expect(view.requested()).toEqual(['/api/user/me.json']);
  });

  it('a 401 when the user is loaded again (session expired) goes to the login URL', async () => {
    const api = creatorApi();
    const view = renderApp('/dashboard', api);
    expect(await screen.findByRole('heading', { name: /Mika Tanaka/ })).toBeInTheDocument();
    expect(view.leave).not.toHaveBeenCalled();
    api['/api/user/me.json'] = { status: 401 };
    await view.queryClient.refetchQueries({ queryKey: userKeys.me() });
    await waitFor(() => expect(view.leave).toHaveBeenCalledWith('http://login.test/'));
  });

  it('a 401 on the articles goes to the login URL', async () => {
    const view = renderApp('/documents', {
      ...creatorApi(),
      '/api/user/me/articles.json': { status: 401 },
    });
    await waitFor(() => expect(view.leave).toHaveBeenCalledWith('http://login.test/'));
  });

  it('another error on the articles says so in a notice and the page still works', async () => {
    const view = renderApp('/dashboard', {
      ...creatorApi(),
      '/api/user/me/articles.json': { status: 500 },
    });
    // The notice follows the whole page's first render (slow in jsdom).
    expect(await screen.findByText('The guides could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Mika Tanaka/ })).toBeInTheDocument();
    expect(view.leave).not.toHaveBeenCalled();
  });

  it('another error on the user is shown with a retry, not sent to login', async () => {
    const view = renderApp('/dashboard', { ...creatorApi(), '/api/user/me.json': { status: 500 } });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(view.leave).not.toHaveBeenCalled();
  });

  it('a non-partner lands on partners_only without navigation', async () => {
    const view = renderApp('/campaigns/active', {
      ...creatorApi(),
      '/api/user/me.json': { ...user, partner: false },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'For partners only' }),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/partners_only');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('onboarding leaves for the onboarding URL', async () => {
    const view = renderApp('/dashboard', {
      ...creatorApi(),
      '/api/user/me.json': {
        ...user,
        redirectToOnboarding: true,
        pendingOnboardingUrl: 'https://join.test/o',
      },
    });
    await waitFor(() => expect(view.leave).toHaveBeenCalledWith('https://join.test/o'));
  });

  it('switches to the user language: Japanese navigation, API translations merged over the bundle', async () => {
    renderApp('/dashboard', {
      ...creatorApi(),
      '/api/user/me.json': { ...user, language: 'ja' },
      '/api/translations/ja.json': { creator_dashboard: { nav: { documents: '資料（API）' } } },
    });
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    // The header measures its items to fit them (no layout in jsdom): read the text, not the links.
    await waitFor(() => expect(nav).toHaveTextContent('ダッシュボード'));
    await waitFor(() => expect(nav).toHaveTextContent('資料（API）'));
    expect(document.documentElement.lang).toBe('ja');
  });

  it('a bad parameter renders the not-found page and requests nothing for it', async () => {
    const view = renderApp('/campaigns/102/post/%21%21%21/submitted_contents/new');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(view.requested().some((p) => p.includes('/campaigns/'))).toBe(false);
    // Like an unknown path: the URL becomes /404.
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
  });

  it('the tab title is the route title from the table, then the app name', async () => {
    const view = renderApp('/documents');
    await waitFor(() => expect(document.title).toBe('Documents | Creator dashboard'));
    await view.router.navigate('/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard | Creator dashboard'));
  });

  it('a deep link requests the user once, then the shell reads and the screen reads together', async () => {
    const view = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: /Mika Tanaka/ })).toBeInTheDocument();
    const requested = view.requested();
    expect(requested[0]).toBe('/api/user/me.json');
    // Each read once (no repeat after an aborted first try).
    expect(new Set(requested).size).toBe(requested.length);
    expect(requested).toEqual(
      expect.arrayContaining([
        '/api/user/me/accounts.json',
        '/api/user/me/campaigns.json?status=active',
        '/api/user/me/campaigns_opportunities.json',
      ]),
    );
  });
});
