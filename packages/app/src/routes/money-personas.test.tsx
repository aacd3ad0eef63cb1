import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../test/examples';
import { personaApi, renderApp, type FakeRoutes } from '../test/render-app';

/** The shell's reads, the payment form's and the payments list, as a persona answers them. */
const moneyApi = (persona: string): FakeRoutes => ({
  ...personaApi(persona),
  '/api/user/me/new_payments.json': example('listPayments'),
});

describe('no-payments: neither payments access', () => {
  it.each(['/earnings', '/earnings/payments', '/earnings/payments/all', '/earnings/youtube'])(
    '%s by URL goes to the not-found page',
    async (path) => {
      const view = renderApp(path, moneyApi('no-payments'));
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
    },
  );

  it('the settings have no payment tab, and its URL opens the profile', async () => {
    const view = renderApp('/settings/payment', moneyApi('no-payments'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/settings/profile'));
    const tabs = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(within(tabs).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).queryByRole('link', { name: 'Payment' })).toBeNull();
  });
});

describe('single-currency: one currency offered', () => {
  it('the payment form has no currency select (creator, with two, has one)', async () => {
    renderApp('/settings/payment', moneyApi('single-currency'));
    expect(await screen.findByRole('combobox', { name: 'Country' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Payment method/ })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
  });

  it('creator: two currencies, the select shows', async () => {
    renderApp('/settings/payment', moneyApi('creator'));
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toBeVisible();
  });
});
