import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personaApi, renderApp } from '../../test/render-app';

describe('missing-data pages: a minimal header', () => {
  it.each([
    ['missing-profile', '/missing_data/profile', 'Complete your profile'],
    ['missing-payment', '/missing_data/payment', 'Complete your payment details'],
  ])('%s: the logo and a sign-out, no navigation', async (persona, path) => {
    renderApp(path, personaApi(persona));
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
