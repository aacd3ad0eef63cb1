import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { makeUser } from '../../test/fixtures';
import { creatorApi, renderApp } from '../../test/render-app';

const api = (user = example('getCurrentUser')) => ({
  ...creatorApi(),
  '/api/user/me.json': user,
  '/api/user/me/earnings.json': example('listYoutubeEarnings'),
  '/api/user/me/new_payments.json': example('listPayments'),
});

describe('following the money', () => {
  it('a paid month names the payment that paid it and links to it in the payments list', async () => {
    renderApp('/earnings/youtube/2026-10-01', api());
    const info = await screen.findByText(/^By PayPal, reference PP-7002\./);
    expect(within(info).getByRole('link', { name: 'See the payment' })).toHaveAttribute(
      'href',
      '/earnings/payments/2026-11-01',
    );
  });

  it('a failed month names the attempt, and the month after carries it', async () => {
    renderApp('/earnings/youtube/2026-09-01', api());
    const info = await screen.findByTestId('month-payment');
    expect(info).toHaveTextContent("Carried over into the next month's payment.");
    await waitFor(() =>
      expect(info).toHaveTextContent('Attempted on 2026/10/15 by PayPal, reference PP-7003.'),
    );
  });

  it('the pending month says when it is expected, and the payment countdown shows', async () => {
    renderApp('/earnings/youtube/2026-11-01', api());
    expect(await screen.findByTestId('month-payment')).toHaveTextContent(
      /^Expected to be paid in \d+ days?\.$/,
    );
    expect(await screen.findByText(/until the November 2026 payment/)).toBeVisible();
  });

  it('without payments access the payments are not read, and a paid month shows only its date', async () => {
    const user = makeUser({ hasPaymentsAccess: false });
    const view = renderApp('/earnings/youtube/2026-10-01', api(user));
    expect(await screen.findByText('Paid on 2026/11/15')).toBeVisible();
    expect(screen.queryByTestId('month-payment')).toBeNull();
    expect(view.requests().map((r) => r.path)).not.toContain('/api/user/me/new_payments.json');
  });

  it('a payment row links to the earnings month it paid', async () => {
    renderApp('/earnings/payments/all', api());
    const list = await screen.findByRole('list', { name: 'Payments' });
    const link = await within(list).findByRole('link', { name: 'For your October 2026 earnings' });
    expect(link).toHaveAttribute('href', '/earnings/youtube/2026-10-01');
    expect(within(list).getAllByRole('link')).toHaveLength(11);
    expect(await screen.findByText(/until the November 2026 payment/)).toBeVisible();
  });
});
