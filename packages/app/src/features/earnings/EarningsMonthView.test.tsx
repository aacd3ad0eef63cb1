import type { YoutubeEarning } from '@creator/api-client';
import { formatMoney } from '@creator/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('the summary is label and amount pairs (a description list)', async () => {
    renderApp('/earnings/youtube/2026-10-01', withEarnings);
    const summary = await screen.findByRole('region', { name: 'Earnings summary' });
    const terms = within(summary).getAllByRole('term');
    expect(terms.length).toBeGreaterThan(2);
    expect(within(summary).getAllByRole('definition')).toHaveLength(terms.length);
    expect(terms.map((term) => term.textContent)).toContain('Gross YouTube revenue');
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

describe('the company-dependent parts (gross, net and tax lines, revenue shares)', () => {
  const companyError = /The network’s settings could not be loaded/;

  it('a failed company read shows its error with a retry in place of the summary; the retry brings the gross line', async () => {
    const api: Record<string, unknown> = {
      ...withEarnings,
      '/api/user/company.json': { status: 500 },
    };
    renderApp('/earnings/youtube/2026-08-01', api);
    const alert = (await screen.findByText(companyError)).closest('[role="alert"]')!;
    expect(screen.queryByText('Gross YouTube revenue')).toBeNull();
    // No month CSV without the lines it would hold.
    expect(screen.getByRole('button', { name: 'Download month (CSV)' })).toBeDisabled();
    api['/api/user/company.json'] = example('getCompany');
    fireEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Gross YouTube revenue')).toBeInTheDocument();
    expect(screen.queryByText(companyError)).toBeNull();
  });

  it('while the company read is on its way, the summary shows its loading state', async () => {
    renderApp('/earnings/youtube/2026-08-01', {
      ...withEarnings,
      '/api/user/company.json': new Promise(() => {}),
    });
    expect(
      await screen.findByRole('status', { name: 'Loading the network’s settings' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Gross YouTube revenue')).toBeNull();
  });

  it("an account's revenue shares: a failed company read says so with a retry instead of hiding them", async () => {
    const api: Record<string, unknown> = {
      ...withEarnings,
      '/api/user/company.json': { status: 500 },
    };
    renderApp('/earnings/youtube/2026-08-01/youtube/UCmikaTravels', api);
    const alert = (await screen.findByText(companyError)).closest('[role="alert"]')!;
    expect(screen.queryByRole('heading', { name: 'Revenue shares' })).toBeNull();
    api['/api/user/company.json'] = example('getCompany');
    fireEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Revenue shares' })).toBeInTheDocument();
  });
});

describe('legibility in both schemes', () => {
  it("a failed month's reason is in the theme's red text colour (legible on dark), not a fixed dark shade", async () => {
    renderApp('/earnings/youtube/2026-09-01', withEarnings);
    const reason = (await screen.findAllByRole('alert')).find((node) => node.tagName === 'P')!;
    expect(reason.style.color).toBe('var(--mantine-color-red-text)');
  });
});
