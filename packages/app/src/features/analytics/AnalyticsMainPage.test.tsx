import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, renderApp } from '../../test/render-app';

const api = () => ({
  ...creatorApi(),
  '/api/user/me/accounts/1001/analytics': example('getAccountAnalytics'),
  '/api/user/me/accounts/1007/analytics': example('getAccountAnalytics'),
});
const analyticsReads = (view: ReturnType<typeof renderApp>) =>
  view.requests().filter((r) => r.path.endsWith('/analytics'));

describe('the analytics main view', () => {
  it('shows a managed account its URL names, selected in the account selector', async () => {
    const view = renderApp('/analytics/1007/last_28_days', api());
    expect(await screen.findByRole('link', { name: /^Video views / })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/analytics/1007/last_28_days');
    expect(screen.getByLabelText('Account')).toHaveValue('Mika Travels Shorts (managed)');
    expect(analyticsReads(view).map((r) => r.path)).toEqual([
      '/api/user/me/accounts/1007/analytics',
    ]);
  });

  it('is not found for an account the user does not have', async () => {
    const view = renderApp('/analytics/99999/last_28_days', api());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each(['/analytics/1001/month', '/analytics/1001/year?year=2025'])(
    '%s reads its report once, also under StrictMode’s double mount',
    async (path) => {
      const view = renderApp(path, api(), { strict: true });
      expect(await screen.findByRole('link', { name: /^Video views / })).toBeInTheDocument();
      expect(analyticsReads(view)).toHaveLength(1);
    },
  );
});
