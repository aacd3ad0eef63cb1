import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, renderApp } from '../../test/render-app';

describe('missing-data pages: a minimal header', () => {
  it.each([
    ['missing-profile', '/missing_data/profile', 'Complete your profile'],
    ['missing-payment', '/missing_data/payment', 'Complete your payment details'],
  ])('%s: the logo and a sign-out, no navigation', async (persona, path) => {
    renderApp(path, {
      ...creatorApi(),
      '/api/user/me.json': example('getCurrentUser', persona),
      '/api/user/company.json': example('getCompany', persona),
      '/api/user/me/profile.json': example('getProfile', persona),
      '/api/user/me/payment_details.json': example('getPaymentDetails', persona),
      '/api/user/me/payment_methods.json': example('listPaymentMethods'),
      '/api/user/company/custom_questions.json': example('listCustomQuestions'),
      '/api/countries.json': example('listCountries'),
    });
    const logOut = await screen.findByRole('link', { name: 'Log out' });
    const header = logOut.closest('header') as HTMLElement;
    expect(await within(header).findByRole('img', { name: 'Logo' })).toBeVisible();
    expect(logOut).toHaveAttribute('href', 'http://login.test/out');
    // Nothing that leaves the page the user must finish.
    expect(within(header).queryByRole('navigation')).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Go to the dashboard' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Campaigns' })).toBeNull();
  });
});
