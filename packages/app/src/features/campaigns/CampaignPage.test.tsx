import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodePostData } from '../../routing/post-data';
import { example } from '../../test/examples';
import { campaignSubmitApi, creatorApi, renderApp } from '../../test/render-app';

/** The creator's answers for one of the hand-made campaigns (101 to 107). */
const campaignApi = (id: number) => {
  const base = `/api/user/me/campaigns/${id}`;
  const name = `creator__id-${id}`;
  return {
    ...campaignSubmitApi(id),
    [`${base}/requirements_status.json`]: example('getCampaignRequirementsStatus', name),
    [`${base}/contract.json`]: example('getCampaignContract', name),
    [`${base}/posts.json`]: example('listCampaignPosts', name),
    [`${base}/submitted_contents.json`]: example('listSubmittedContents', name),
  };
};
const campaign102 = campaignApi(102);

describe('campaign page', () => {
  it('shows the figures and opens the prefilled submission of a missing post', async () => {
    const view = renderApp('/campaigns/102', campaign102);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kumo Coffee' })).toBeVisible();
    const figures = screen.getByRole('region', { name: 'Campaign figures' });
    expect(within(figures).getByText('4 of 5')).toBeInTheDocument();
    const posts = await screen.findByRole('region', { name: 'Posts' });
    fireEvent.click(await within(posts).findByRole('button', { name: 'Submit content' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toMatch(/^\/campaigns\/102\/post\/[^/]+\//),
    );
    const encoded = view.router.state.location.pathname.split('/')[4];
    expect(decodePostData(encoded)).toEqual({
      platform: 'youtube',
      type: 'video',
      contentType: 'sponsored_post',
      publishBy: '2026-12-31',
    });
  });

  it('a list that fits on one page ends without "No more data :)"', async () => {
    renderApp('/campaigns/102', campaign102);
    const live = await screen.findByRole('region', { name: 'Live posts' });
    expect(await within(live).findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('No more data :)')).toBeNull();
  });

  it('an unknown campaign (404) shows the not-found page', async () => {
    const view = renderApp('/campaigns/999', {
      ...creatorApi(),
      '/api/user/me/campaigns/999.json': {
        status: 404,
        body: example('getCampaign', 'not-found', 404),
      },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
  });

  it('an unanswered opportunity shows the opportunity with Accept and Decline, never Submit', async () => {
    renderApp('/campaigns/103', campaignApi(103));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sora Airlines' })).toBeVisible();
    // One label, as on home and in the lists: not the campaign's status.
    const figures = screen.getByRole('region', { name: 'Campaign figures' });
    expect(within(figures).getByText('Opportunity')).toBeInTheDocument();
    expect(screen.queryByText('Active')).toBeNull();
    const offer = await screen.findByRole('article', { name: 'Sora Airlines' });
    expect(within(offer).getByRole('button', { name: /^Accept / })).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: /^Decline / })).toBeInTheDocument();
    expect(within(offer).getByText(/^YouTube: /)).toBeInTheDocument();
    const posts = await screen.findByRole('region', { name: 'Posts' });
    expect(await within(posts).findByText('Posts to submit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit content' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Submit content' })).toBeNull();
  });

  it.each([
    [101, 'Sign the contract first: then you can submit content.'],
    [104, 'Starts on Jan 10, 2027: you can submit content from then.'],
    [105, 'This campaign has ended: content can no longer be submitted.'],
  ])('campaign %i offers no submission and says why', async (id, why) => {
    renderApp(`/campaigns/${id}`, campaignApi(id));
    expect(await screen.findByText(why)).toBeVisible();
    await screen.findByRole('region', { name: 'Posts' });
    await waitFor(() => expect(screen.queryByText('Loading the post requirements')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Submit content' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Submit content' })).toBeNull();
  });

  it('an active campaign with a signed contract offers Submit content', async () => {
    renderApp('/campaigns/102', campaign102);
    expect(await screen.findByRole('link', { name: 'Submit content' })).toHaveAttribute(
      'href',
      '/campaigns/102/submitted_contents/new',
    );
  });

  it('the submit overlay opened by URL on a completed campaign says why instead of a form', async () => {
    renderApp('/campaigns/105/submitted_contents/new', campaignApi(105));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'This campaign has ended: content can no longer be submitted.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
