import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../test/examples';
import { creatorApi, renderApp } from '../test/render-app';

const NETWORK = '/api/user/me/network.json';
const COMPANY = '/api/user/company.json';
const network = example<{ darkLogoUrl: string; email: string }>('getNetwork');
const company = example<{ dashboardLogoUrl: string }>('getCompany');

/** A read that stays unanswered until `answer()`. */
function held(body: unknown) {
  let answer = () => {};
  const promise = new Promise((resolve) => (answer = () => resolve(body)));
  return { promise, answer };
}

const header = () => document.querySelector('header') as HTMLElement;
const logoImage = () =>
  within(header()).getByRole('link', { name: 'Go to the dashboard' }).querySelector('img');
const contactRegion = () => screen.queryByRole('region', { name: 'Need help?' });

describe('the reads the shell shows besides the user', () => {
  it("a failed network read: the company's logo, no support link, the contact block's error with a retry", async () => {
    const api = { ...creatorApi(), [NETWORK]: { status: 500 } as unknown };
    renderApp('/dashboard', api);
    const alert = await screen.findByText("Your network's contact details could not be loaded.");
    await waitFor(() => expect(logoImage()).toHaveAttribute('src', company.dashboardLogoUrl));
    const nav = within(header()).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Campaigns' })).toBeVisible();
    expect(within(header()).queryByRole('link', { name: 'Support' })).toBeNull();
    expect(within(header()).queryByRole('status')).toBeNull();
    expect(contactRegion()).toBeNull();

    api[NETWORK] = network;
    const block = alert.closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(block).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: network.email })).toBeVisible();
    expect(logoImage()).toHaveAttribute('src', network.darkLogoUrl);
    expect(within(header()).getByRole('link', { name: 'Support' })).toBeVisible();
  });

  it('a network read under way holds nothing: logo, menu extras and contact block show loading, then fill in', async () => {
    const read = held(network);
    renderApp('/dashboard', { ...creatorApi(), [NETWORK]: read.promise });
    expect(await screen.findByRole('heading', { level: 1, name: /Mika/ })).toBeVisible();
    expect(within(header()).getByRole('status', { name: 'Loading the logo' })).toBeVisible();
    const nav = within(header()).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Campaigns' })).toBeVisible();
    expect(within(nav).getByRole('status', { name: 'Loading more menu items' })).toBeVisible();
    expect(
      await screen.findByRole('status', { name: "Loading your network's contact" }),
    ).toBeVisible();
    // The company's logo does not flash before the network's.
    expect(within(header()).queryByRole('link', { name: 'Go to the dashboard' })).toBeNull();

    read.answer();
    await waitFor(() => expect(logoImage()).toHaveAttribute('src', network.darkLogoUrl));
    expect(within(header()).getByRole('link', { name: 'Support' })).toBeVisible();
    expect(within(header()).queryByRole('status')).toBeNull();
    expect(contactRegion()).toBeVisible();
  });

  it("a company read under way: the network's logo at once, a placeholder for the items that wait for it", async () => {
    const read = held(company);
    renderApp('/dashboard', { ...creatorApi(), [COMPANY]: read.promise });
    expect(await screen.findByRole('heading', { level: 1, name: /Mika/ })).toBeVisible();
    const nav = within(header()).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('status', { name: 'Loading more menu items' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Campaigns' })).toBeNull();
    expect(logoImage()).toHaveAttribute('src', network.darkLogoUrl);

    read.answer();
    expect(await within(nav).findByRole('link', { name: 'Campaigns' })).toBeVisible();
    expect(within(nav).queryByRole('status')).toBeNull();
  });
});
