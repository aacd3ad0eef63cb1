import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, renderApp } from '../../test/render-app';

const detailApi = (uuid: string) => ({
  ...creatorApi(),
  [`/api/user/me/accounts/${uuid}.json`]: example('getAccount', `creator__uuid-${uuid}`),
});

describe('account detail', () => {
  it('an Instagram account that can upgrade offers the upgrade, named as on its card', async () => {
    renderApp('/accounts/1003', detailApi('1003'));
    expect(await screen.findByRole('heading', { level: 1, name: 'mika.eats' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to a business account' })).toHaveAttribute(
      'href',
      '/accounts/1003/upgrade_instagram',
    );
    expect(screen.getByRole('link', { name: 'Revoke authorization' })).toBeInTheDocument();
  });

  it('an account needing re-authentication offers Reconnect, not Revoke', async () => {
    renderApp('/accounts/1004', detailApi('1004'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mika on X' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Revoke authorization' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade to a business account' })).toBeNull();
  });

  it('the home card of that Instagram account offers the upgrade too', async () => {
    renderApp('/dashboard');
    const accounts = await screen.findByRole('region', { name: 'Your accounts' });
    expect(
      await within(accounts).findByRole('link', { name: 'Upgrade to a business account' }),
    ).toHaveAttribute('href', '/accounts/1003/upgrade_instagram');
  });

  it.each([
    ['1001', 'Mika Travels', '@MikaTravels'],
    ['1002', 'Mika Travels Official', '@Mika Travels Official'],
  ])('account %s has one handle: its card’s on its detail page', async (uuid, name, handle) => {
    const view = renderApp('/accounts', detailApi(uuid));
    expect(await screen.findByText(handle)).toBeInTheDocument();
    await view.router.navigate(`/accounts/${uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    expect(screen.getByText(handle)).toBeInTheDocument();
  });
});

describe('revoking an authorization', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    act(() => notifications.clean());
  });

  /** Clicks `link` as the browser would; whether the app stopped it. */
  function click(link: HTMLElement): boolean {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it("offline, the provider's settings link opens nothing and says it needs a connection; online it opens", async () => {
    renderApp('/accounts/1003/revoke_auth', detailApi('1003'));
    const link = await screen.findByRole('link', {
      name: "open the platform's settings (new tab)",
    });
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/accounts/manage_access');
    onlineManager.setOnline(false);
    expect(click(link)).toBe(true);
    expect(
      await screen.findByText(
        'You are offline: this needs a connection. Nothing was sent and nothing you entered is lost; try again once you are back online.',
      ),
    ).toBeInTheDocument();
    // The dialog stays as it was.
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeEnabled();
    onlineManager.setOnline(true);
    expect(click(link)).toBe(false);
  });
});
