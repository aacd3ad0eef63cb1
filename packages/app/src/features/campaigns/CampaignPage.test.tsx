import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodePostData } from '../../lib/post-data';
import { example } from '../../test/examples';
import { creatorApi, renderApp } from '../../test/render-app';

const campaign102 = {
  ...creatorApi(),
  '/api/user/me/campaigns/102.json': example('getCampaign', 'creator__id-102'),
  '/api/user/me/campaigns/102/requirements_status.json': example(
    'getCampaignRequirementsStatus',
    'creator__id-102',
  ),
  '/api/user/me/campaigns/102/contract.json': example('getCampaignContract', 'creator__id-102'),
  '/api/user/me/campaigns/102/accounts.json': example('listCampaignAccounts', 'creator__id-102'),
  '/api/user/me/campaigns/102/posts.json': example('listCampaignPosts', 'creator__id-102'),
  '/api/user/me/campaigns/102/submitted_contents.json': example(
    'listSubmittedContents',
    'creator__id-102',
  ),
};

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
});
