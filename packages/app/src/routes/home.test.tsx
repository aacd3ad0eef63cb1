import { campaignKeys } from '@creator/api-client';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickWhenShown } from '../test/click-when-shown';
import { example } from '../test/examples';
import { creatorApi, renderApp, type FakeAnswer } from '../test/render-app';

afterEach(() => {
  // Mantine keeps notices in a module-level store: start each test with none.
  act(() => notifications.clean());
  // A connection's hand-off leaves the authing marker, which would hold back the next one.
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('home (creator)', () => {
  it('greets by full name and shows campaigns, the opportunity, payment box, accounts and contact', async () => {
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Mika Tanaka' }),
    ).toBeInTheDocument();

    const campaigns = await screen.findByRole('region', { name: 'Campaigns and opportunities' });
    expect(await within(campaigns).findByText('Alpine Outfitters')).toBeInTheDocument();
    expect(within(campaigns).getByText('Kumo Coffee')).toBeInTheDocument();
    // Campaign 103 carries opportunityId 501: it renders as the opportunity (once), with its
    // answers and what it asks for per platform, and a link to its campaign.
    const opportunity = await within(campaigns).findByRole('article', { name: 'Sora Airlines' });
    expect(within(campaigns).getAllByText('Sora Airlines')).toHaveLength(1);
    expect(within(opportunity).getByRole('button', { name: /^Accept / })).toBeInTheDocument();
    expect(within(opportunity).getByRole('button', { name: /^Decline / })).toBeInTheDocument();
    expect(within(opportunity).queryByRole('button', { name: /^Publish content / })).toBeNull();
    // Among campaign cards with their status badges, it says what it is.
    expect(within(opportunity).getByText('Opportunity')).toBeInTheDocument();
    expect(within(opportunity).getByText(/^YouTube: \d+ videos?/)).toBeInTheDocument();
    const seeCampaign = within(opportunity).getByRole('link', { name: 'See the campaign' });
    expect(seeCampaign).toHaveAttribute('href', '/campaigns/103');
    // The card's link colour (the brand's text shade per scheme), not a fixed dark shade.
    expect(seeCampaign.style.color).toBe('');
    // Opportunity 502 belongs to an upcoming campaign, not on the active page: home shows it too.
    const upcoming = within(campaigns).getByRole('article', { name: 'Mori Tea House' });
    expect(within(upcoming).getByRole('button', { name: /^Accept / })).toBeInTheDocument();
    expect(within(upcoming).getByText('Opportunity')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'See the campaign' })).toHaveAttribute(
      'href',
      '/campaigns/107',
    );

    // The blocks below the fold render right after the first ones.
    const payment = await screen.findByRole('region', { name: 'Next payment' });
    expect(
      await within(payment).findByText(/^\d+ days left until the November 2026 payment$/),
    ).toBeInTheDocument();
    expect(within(payment).getByText(/^Payment threshold: \$100(\.00)?$/)).toBeInTheDocument();
    expect(await within(payment).findByRole('link', { name: 'See your revenue' })).toHaveAttribute(
      'href',
      '/analytics/1001/last_28_days/revenue',
    );

    const accounts = await screen.findByRole('region', { name: 'Your accounts' });
    expect(await within(accounts).findByRole('link', { name: 'Mika Travels' })).toHaveAttribute(
      'href',
      '/accounts/1001',
    );
    // X needs re-authentication: shown, but not a link.
    expect(within(accounts).getByText('Mika on X')).toBeInTheDocument();
    expect(within(accounts).queryByRole('link', { name: 'Mika on X' })).toBeNull();
    expect(within(accounts).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    expect(within(accounts).getByRole('button', { name: /Add account/ })).toBeInTheDocument();

    const contact = await screen.findByRole('region', { name: 'Need help?' });
    expect(
      within(contact).getByRole('link', { name: 'creators@northlight.example.com' }),
    ).toHaveAttribute('href', 'mailto:creators@northlight.example.com');
  });

  it('a card’s "Publish content" opens the submit overlay over its campaign', async () => {
    const view = renderApp('/dashboard');
    const campaigns = await screen.findByRole('region', { name: 'Campaigns and opportunities' });
    const publish = await within(campaigns).findAllByRole('button', { name: /^Publish content / });
    fireEvent.click(publish[0]!);
    await waitFor(() =>
      expect(view.router.state.location.pathname).toMatch(
        /^\/campaigns\/\d+\/submitted_contents\/new$/,
      ),
    );
  });

  it('a double click on Accept opens one window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/dashboard');
    const card = await screen.findByRole('article', { name: 'Sora Airlines' });
    const accept = within(card).getByRole('button', { name: /^Accept / });
    fireEvent.click(accept);
    fireEvent.click(accept);
    fireEvent.click(within(card).getByRole('button', { name: /^Decline / }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('accept opens the brand page safely, then reloads every campaign read (opportunities, lists, counts, pages) after 1 s', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = renderApp('/dashboard');
    const card = await screen.findByRole('article', { name: 'Sora Airlines' });
    // The other lists, read earlier (the campaigns page): they go stale too.
    const lists = (['active', 'upcoming', 'completed'] as const).map(campaignKeys.list);
    for (const key of lists.slice(1))
      view.queryClient.setQueryData(key, { pages: [], pageParams: [] });
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    vi.useFakeTimers();
    fireEvent.click(within(card).getByRole('button', { name: /^Accept / }));
    const sora = example<{ id: number; acceptUrl: string }[]>('listOpportunities').find(
      (o) => o.id === 501,
    );
    expect(open).toHaveBeenCalledWith(sora?.acceptUrl, '_blank', 'noopener,noreferrer');

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(invalidate).not.toHaveBeenCalled();
    const before = view
      .requested()
      .filter((p) => p.startsWith('/api/user/me/campaigns_opportunities.json')).length;
    const activeBefore = view
      .requested()
      .filter((p) => p === '/api/user/me/campaigns.json?status=active').length;
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The lists not on screen are stale (they reload when shown); the active one reloads now.
    for (const key of lists.slice(1))
      expect(view.queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    vi.useRealTimers();
    const active = '/api/user/me/campaigns.json?status=active';
    await waitFor(() =>
      expect(view.requested().filter((p) => p === active).length).toBe(activeBefore + 1),
    );
    await waitFor(() =>
      expect(
        view.requested().filter((p) => p.startsWith('/api/user/me/campaigns_opportunities.json'))
          .length,
      ).toBe(before + 1),
    );
  });

  it('a failing campaigns block shows its error while the rest of the page works', async () => {
    renderApp('/dashboard', { ...creatorApi(), '/api/user/me/campaigns.json': { status: 500 } });
    const campaigns = await screen.findByRole('region', { name: 'Campaigns and opportunities' });
    expect(
      await within(campaigns).findByText('Your campaigns could not be loaded.'),
    ).toBeInTheDocument();
    expect(within(campaigns).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const accounts = await screen.findByRole('region', { name: 'Your accounts' });
    expect(await within(accounts).findByText('Mika Travels')).toBeInTheDocument();
  });

  it('a failing opportunities list fails the campaigns block (no accept/decline lost silently), and retry recovers', async () => {
    const api: Record<string, FakeAnswer> = {
      ...creatorApi(),
      '/api/user/me/campaigns_opportunities.json': { status: 500 },
    };
    renderApp('/dashboard', api);
    const campaigns = await screen.findByRole('region', { name: 'Campaigns and opportunities' });
    expect(
      await within(campaigns).findByText('Your campaigns could not be loaded.'),
    ).toBeInTheDocument();
    api['/api/user/me/campaigns_opportunities.json'] =
      creatorApi()['/api/user/me/campaigns_opportunities.json'];
    fireEvent.click(within(campaigns).getByRole('button', { name: 'Retry' }));
    expect(await within(campaigns).findAllByRole('button', { name: /^Accept / })).toHaveLength(2);
  });

  it('a failed reconnect shows a failed notice with the message of a code the app does not know; a 401 goes to login', async () => {
    const api: Record<string, FakeAnswer> = {
      ...creatorApi(),
      'POST /api/user/me/accounts/1004/reauthorize.json': {
        status: 422,
        body: { code: 'provider_refused', message: 'X refused the connection.' },
      },
    };
    const view = renderApp('/dashboard', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Reconnect' }));
    expect(await screen.findByText('Reconnecting failed')).toBeInTheDocument();
    expect(screen.getByText('X refused the connection.')).toBeInTheDocument();
    expect(view.leave).not.toHaveBeenCalled();

    api['POST /api/user/me/accounts/1004/reauthorize.json'] = { status: 401 };
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(view.leave).toHaveBeenCalledWith('http://login.test/'));
  });

  it('shows every provider as an example card and an empty campaigns state for a new creator', async () => {
    renderApp('/dashboard', {
      ...creatorApi(),
      // The example's missing payment and profile details would redirect; the home is tested here.
      '/api/user/me.json': {
        ...example<Record<string, unknown>>('getCurrentUser', 'new-creator'),
        paymentDetailsMissing: false,
        profileDetailsMissing: false,
      },
      '/api/user/me/accounts.json': example('listAccounts', 'new-creator'),
      '/api/user/me/campaigns.json': example('listCampaigns', 'new-creator'),
      '/api/user/me/campaigns_opportunities.json': example('listOpportunities', 'new-creator'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Leo Park' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No active campaigns right now.')).toBeInTheDocument();
    for (const provider of ['YouTube', 'Facebook', 'Instagram', 'X', 'Twitch', 'TikTok'])
      expect(await screen.findByText(`Connect your ${provider} account`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your revenue' })).toBeNull();
  });

  it("an example card's Connect starts that provider's connection, not the chooser, clicked as soon as it shows", async () => {
    const api: Record<string, FakeAnswer> = {
      ...creatorApi(),
      '/api/user/me/accounts.json': example('listAccounts', 'new-creator'),
      'POST /api/user/me/accounts.json': example('connectAccount'),
    };
    const invitation = 'Connect your Instagram account';
    // Before React has run the effects of the render that shows the card: the hand-off was
    // lost then (the mutation's callbacks had no listener yet).
    const clicked = clickWhenShown(() => {
      const card = screen.queryByText(invitation)?.closest<HTMLElement>('.mantine-Card-root');
      return card ? within(card).queryByRole('button', { name: 'Connect' }) : null;
    });
    const view = renderApp('/dashboard', api);
    await screen.findByText(invitation);
    await clicked;
    await waitFor(() =>
      expect(view.leave).toHaveBeenCalledWith(
        example<{ authorizationUrl: string }>('connectAccount').authorizationUrl,
      ),
    );
    const sent = view.requests().find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ provider: 'instagram' });
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });

  it('hides campaign cards without campaigns access and the payment box when the counter is off', async () => {
    const user = example<Record<string, unknown>>('getCurrentUser');
    renderApp('/dashboard', {
      ...creatorApi(),
      '/api/user/me.json': { ...user, hasCampaignsAccess: false, paymentCounterVisible: false },
    });
    expect(await screen.findByRole('region', { name: 'Your accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Campaigns and opportunities' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Next payment' })).toBeNull();
  });

  it('without a payment date the box says so and keeps the threshold and the revenue link', async () => {
    const company = example<Record<string, unknown>>('getCompany');
    renderApp('/dashboard', {
      ...creatorApi(),
      '/api/user/company.json': { ...company, daysToPayment: null },
    });
    const payment = await screen.findByRole('region', { name: 'Next payment' });
    expect(
      await within(payment).findByText('The next payment date is not set yet.'),
    ).toBeInTheDocument();
    expect(within(payment).queryByText(/days left/)).toBeNull();
    expect(within(payment).getByText(/^Payment threshold: \$100(\.00)?$/)).toBeInTheDocument();
    expect(await within(payment).findByRole('link', { name: 'See your revenue' })).toBeVisible();
  });

  it.each([
    ['declined', 'The contract was not signed.'],
    ['signed', 'Thank you, the contract is signed.'],
    ['anything', 'Thank you, the contract is signed.'],
  ])('?sign_contract=%s shows "%s" once and drops the parameter', async (value, text) => {
    const view = renderApp(`/dashboard?sign_contract=${value}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(screen.getAllByText(text)).toHaveLength(1);
  });
});
