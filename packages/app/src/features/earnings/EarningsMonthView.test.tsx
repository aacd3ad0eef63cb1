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
