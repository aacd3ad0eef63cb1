import type { YoutubeEarning } from '@creator/api-client';
import { formatMoney } from '@creator/ui';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, renderApp } from '../../test/render-app';

const withEarnings = {
  ...creatorApi(),
  '/api/user/me/earnings.json': example('listYoutubeEarnings'),
};

describe('YouTube earnings page', () => {
  it('shows the month of the route selected', async () => {
    renderApp('/earnings/youtube/2026-08-01', withEarnings);
    expect(await screen.findByLabelText('Month')).toHaveValue('2026 August');
  });

  it('a month without earnings goes to the not-found page', async () => {
    const view = renderApp('/earnings/youtube/2025-01-01', withEarnings);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
  });
});

describe('carry-over', () => {
  const list = example<YoutubeEarning[]>('listYoutubeEarnings');
  const september = list.find((e) => e.month === '2026-09-01')!;
  // The label sits in the row's label group; the amounts beside it.
  const row = async (label: string) =>
    (await screen.findByText(label)).parentElement!.parentElement!;

  it('shows the figure of the month it came from, in both currencies (its own rate)', async () => {
    // A backend that converts the carried dollars again at October's rate: the line still shows September's figure.
    const reconverted = list.map((e) =>
      e.month === '2026-10-01'
        ? {
            ...e,
            userEarningInPreferredCurrency: {
              ...e.userEarningInPreferredCurrency,
              carryoverAmount: 1.23,
            },
          }
        : e,
    );
    renderApp('/earnings/youtube/2026-10-01', {
      ...withEarnings,
      '/api/user/me/earnings.json': reconverted,
    });
    const line = await row('Carried over from 2026 September');
    expect(line).toHaveTextContent(formatMoney(september.userEarningInUsd.unpaidBalance, 'USD'));
    expect(line).toHaveTextContent(
      formatMoney(september.userEarningInPreferredCurrency.unpaidBalance, 'EUR'),
    );
  });

  it('the mock carries September\u2019s unpaid figures into October, in both currencies', () => {
    const october = list.find((e) => e.month === '2026-10-01')!;
    expect(september.paymentStatus.key).toBe('failed');
    expect(october.userEarningInUsd.carryoverAmount).toBe(september.userEarningInUsd.unpaidBalance);
    expect(october.userEarningInPreferredCurrency.carryoverAmount).toBe(
      september.userEarningInPreferredCurrency.unpaidBalance,
    );
  });

  it('a month without a carry-over keeps the plain line', async () => {
    renderApp('/earnings/youtube/2026-08-01', withEarnings);
    expect(await screen.findByText('Carried over')).toBeVisible();
  });
});
