import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, heldAnswer, renderApp } from '../../test/render-app';

afterEach(() => {
  // Mantine keeps notices in a module-level store: start each test with none.
  act(() => notifications.clean());
  vi.restoreAllMocks();
  localStorage.clear();
});

const posts = (view: ReturnType<typeof renderApp>, path: string) =>
  view.requests().filter((r) => r.method === 'POST' && r.path === path);

describe('connecting accounts', () => {
  it.each([
    ['server_error', false],
    ['access_denied', false],
    ['server_error', true],
  ])('a return with %s shows one notice (StrictMode: %s)', async (error, strict) => {
    const title = 'Twitch account not connected';
    // The API's catalogue arrives after the notice (the texts change under the page).
    let translate!: (answer: unknown) => void;
    const translations = new Promise((done) => (translate = done));
    const api = creatorApi();
    const view = renderApp(
      `/accounts?error=${error}&provider=twitch`,
      { ...api, '/api/translations/en.json': translations },
      { strict },
    );
    expect(await screen.findByText(title)).toBeInTheDocument();
    translate(api['/api/translations/en.json']);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getAllByText(title)).toHaveLength(1);
  });

  it('a new connection that fails says "Connecting failed", not reconnecting, nor "could not be loaded"', async () => {
    renderApp('/accounts/add_account', {
      ...creatorApi(),
      'POST /api/user/me/accounts.json': { status: 500 },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add an account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'YouTube' }));
    expect(await screen.findByText('Connecting failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Reconnecting failed')).toBeNull();
    expect(screen.queryByText('This could not be loaded. Please try again.')).toBeNull();
  });

  it('a double click on Connect, Reconnect or Revoke sends one request', async () => {
    const api = {
      ...creatorApi(),
      '/api/user/me/accounts/1002.json': example('getAccount', 'creator__uuid-1002'),
      'POST /api/user/me/accounts.json': example('connectAccount'),
      'POST /api/user/me/accounts/1004/reauthorize.json': example('reauthorizeAccount'),
      'POST /api/user/me/accounts/1002/revoke_authorization.json': example(
        'revokeAccountAuthorization',
      ),
    };
    const view = renderApp('/accounts', api);
    const reconnect = await screen.findByRole('button', { name: 'Reconnect' });
    fireEvent.click(reconnect);
    fireEvent.click(reconnect);
    await waitFor(() => expect(view.leave).toHaveBeenCalledTimes(1));
    expect(posts(view, '/api/user/me/accounts/1004/reauthorize.json')).toHaveLength(1);
    localStorage.clear();

    await act(() => view.router.navigate('/accounts/add_account'));
    const dialog = await screen.findByRole('dialog', { name: 'Add an account' });
    const youtube = within(dialog).getByRole('button', { name: 'YouTube' });
    fireEvent.click(youtube);
    fireEvent.click(youtube);
    await waitFor(() => expect(view.leave).toHaveBeenCalledTimes(2));
    expect(posts(view, '/api/user/me/accounts.json')).toHaveLength(1);

    await act(() => view.router.navigate('/accounts/1002/revoke_auth'));
    const revoke = await screen.findByRole('button', { name: 'Revoke' });
    fireEvent.click(revoke);
    fireEvent.click(revoke);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/accounts'));
    expect(posts(view, '/api/user/me/accounts/1002/revoke_authorization.json')).toHaveLength(1);
  });

  it('a revoke answered after its overlay was closed still says it is done; the user stays where they went', async () => {
    const revoked = heldAnswer();
    const path = '/api/user/me/accounts/1002/revoke_authorization.json';
    const api = {
      ...creatorApi(),
      '/api/user/me/accounts/1002.json': example('getAccount', 'creator__uuid-1002'),
      [`POST ${path}`]: revoked.answer,
    };
    const view = renderApp('/accounts/1002/revoke_auth', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(posts(view, path)).toHaveLength(1));
    await act(() => view.router.navigate('/dashboard'));
    await act(async () => revoked.give(example('revokeAccountAuthorization')));
    expect(await screen.findByText('The authorization was revoked.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });
});
