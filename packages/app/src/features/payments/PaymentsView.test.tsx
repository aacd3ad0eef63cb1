import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, renderApp } from '../../test/render-app';

const withPayments = (persona = 'creator') => ({
  ...creatorApi(),
  '/api/user/me.json': example('getCurrentUser', persona),
  '/api/user/me/new_payments.json': example('listPayments', persona),
});

describe('payments page', () => {
  it.each([
    ['creator', '2026-10-01', 'a failed EUR payment'],
    ['payments-only', '2026-07-01', 'a pending EUR payment'],
  ])('%s, %s (only %s): says nothing was received, not a dollar zero', async (persona, month) => {
    renderApp(`/earnings/payments/${month}`, withPayments(persona));
    const summary = await screen.findByRole('region', { name: 'Payments summary' });
    expect(within(summary).getByText('Nothing received')).toBeVisible();
    expect(within(summary).queryByText(/\$/)).toBeNull();
    expect(within(summary).getByTestId('payments-count')).toHaveTextContent('1');
  });

  it('a month with payments shows its totals per currency', async () => {
    renderApp('/earnings/payments/2026-11-01', withPayments());
    const summary = await screen.findByRole('region', { name: 'Payments summary' });
    expect(
      within(summary)
        .getAllByTestId('payments-total')
        .map((el) => el.textContent),
    ).toEqual(['2,413.50 EUR']);
    expect(within(summary).queryByText('Nothing received')).toBeNull();
  });

  it("a total uses the currency's own digits, as its rows do (May 2026: one payment of $997.95)", async () => {
    renderApp('/earnings/payments/2026-05-01', withPayments());
    const summary = await screen.findByRole('region', { name: 'Payments summary' });
    expect(within(summary).getByTestId('payments-total')).toHaveTextContent('$997.95');
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(within(list).getByText('$997.95')).toBeVisible();
  });

  it('single-currency: every month in one currency gives one dollar total', async () => {
    renderApp('/earnings/payments/all', withPayments('single-currency'));
    const summary = await screen.findByRole('region', { name: 'Payments summary' });
    const totals = within(summary).getAllByTestId('payments-total');
    expect(totals).toHaveLength(1);
    expect(totals[0]).toHaveTextContent(/^\$[\d,]+\.\d{2}$/);
  });

  it('a month without payments goes to the not-found page, as the YouTube earnings page does', async () => {
    const view = renderApp('/earnings/payments/2025-01-01', withPayments());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
  });

  it("'all' keeps the page, with 'All months' selected", async () => {
    const view = renderApp('/earnings/payments/all', withPayments());
    expect(await screen.findByLabelText('Month')).toHaveValue('All months');
    expect(view.router.state.location.pathname).toBe('/earnings/payments/all');
  });
});
