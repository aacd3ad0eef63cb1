import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, renderApp } from '../../test/render-app';

const withEarnings = {
  ...creatorApi(),
  '/api/user/me/earnings.json': example('listYoutubeEarnings'),
};

describe('earnings over time', () => {
  it('shows the year to date and the last change, in the currency the user picks', async () => {
    renderApp('/earnings/youtube/2026-08-01', withEarnings);
    const history = await screen.findByRole('region', { name: 'Earnings over time' });
    const ytd = within(history).getByTestId('history-ytd');
    const change = within(history).getByTestId('history-change');
    expect(within(history).getByText(/^2026 so far/)).toBeVisible();
    expect(ytd).toHaveTextContent('7,199.28 EUR');
    expect(change).toHaveTextContent('+58.70 EUR (+6.0%)');

    fireEvent.click(within(history).getByRole('radio', { name: 'USD' }));
    expect(ytd).toHaveTextContent('$12,188.95');
    expect(change).toHaveTextContent('+$77.16 (+7.2%)');
  });

  it('gives its figures as label and value pairs (a description list)', async () => {
    renderApp('/earnings/youtube/2026-08-01', withEarnings);
    const history = await screen.findByRole('region', { name: 'Earnings over time' });
    const terms = within(history).getAllByRole('term');
    expect(terms[0]).toHaveTextContent(/^2026 so far/);
    expect(within(history).getAllByRole('definition')[0]).toHaveTextContent('7,199.28 EUR');
    expect(terms).toHaveLength(within(history).getAllByRole('definition').length);
  });

  it('offers the chart’s numbers as a table, each status in words', async () => {
    renderApp('/earnings/youtube/2026-08-01', withEarnings);
    const history = await screen.findByRole('region', { name: 'Earnings over time' });
    const toggle = within(history).getByRole('button', { name: 'Show the numbers as a table' });
    expect(within(history).queryByRole('table')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(history).getByRole('table', {
      name: 'Net YouTube revenue per month, last 12 months, in EUR',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Month', 'Paid', 'Pending', 'Failed']);
    // One row a month of the chart, under the header row.
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('rowheader', { name: '2026/08' })).toBeInTheDocument();
    // The box it scrolls in is the one the toggle controls, and a keyboard can scroll it.
    const box = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(box).toContainElement(table);
    expect(box).toHaveAttribute('tabindex', '0');
  });
});
