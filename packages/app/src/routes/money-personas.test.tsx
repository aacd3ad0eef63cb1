import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../test/examples';
import { creatorApi, renderApp, type FakeRoutes } from '../test/render-app';

/** The shell's reads and the payment form's, as a persona answers them. */
const personaApi = (persona: string): FakeRoutes => ({
  ...creatorApi(),
  '/api/user/me.json': example('getCurrentUser', persona),
  '/api/user/company.json': example('getCompany', persona),
  '/api/user/me/profile.json': example('getProfile', persona),
  '/api/user/me/payment_details.json': example('getPaymentDetails', persona),
  '/api/user/me/payment_methods.json': example('listPaymentMethods'),
  '/api/user/company/custom_questions.json': example('listCustomQuestions'),
  '/api/countries.json': example('listCountries'),
  '/api/user/me/new_payments.json': example('listPayments'),
});

describe('no-payments: neither payments access', () => {
  it.each(['/earnings', '/earnings/payments', '/earnings/payments/all', '/earnings/youtube'])(
    '%s by URL goes to the not-found page',
    async (path) => {
      const view = renderApp(path, personaApi('no-payments'));
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
    },
  );

  it('the settings have no payment tab, and its URL opens the profile', async () => {
    const view = renderApp('/settings/payment', personaApi('no-payments'));
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
    renderApp('/settings/payment', personaApi('single-currency'));
    expect(await screen.findByRole('combobox', { name: 'Country' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Payment method/ })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
  });

  it('creator: two currencies, the select shows', async () => {
    renderApp('/settings/payment', personaApi('creator'));
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toBeVisible();
  });
});
