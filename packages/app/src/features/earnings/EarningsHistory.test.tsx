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
});
