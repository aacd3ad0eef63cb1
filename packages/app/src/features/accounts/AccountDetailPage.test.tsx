import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
