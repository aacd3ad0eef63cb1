import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creatorApi, renderApp } from '../test/render-app';

/**
 * A read the server refuses with a 4xx is made once: the retry rule retries no 4xx, and the
 * screen that mounts after its loader's failed prefetch shows that error (with Retry) instead
 * of requesting it again.
 */
describe('a GET answered 4xx is requested once', () => {
  it.each([403, 404, 422])('%s: once, its block shows the error with Retry', async (status) => {
    const path = '/api/user/me/accounts.json';
    const view = renderApp(
      '/dashboard',
      { ...creatorApi(), [path]: { status, body: { message: 'no' } } },
      { appRetries: true },
    );
    const accounts = await screen.findByRole('region', { name: 'Your accounts' });
    expect(await within(accounts).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(view.requests().filter((r) => r.path === path)).toHaveLength(1);
  });
});
