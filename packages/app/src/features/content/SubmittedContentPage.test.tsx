import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, renderApp } from '../../test/render-app';

const content9001 = {
  ...creatorApi(),
  '/api/user/me/campaigns/102.json': example('getCampaign', 'creator__id-102'),
  '/api/user/me/campaigns/102/submitted_contents/9001.json': example(
    'getSubmittedContent',
    'creator__id-102__contentId-9001',
  ),
  'PUT /api/user/me/campaigns/102/submitted_contents/9001.json': {
    status: 422,
    body: {
      code: 'validation_failed',
      message: 'content is too long.',
      errors: { 'post.content': ['is too long'] },
    },
  },
};

const submit102 = {
  ...creatorApi(),
  // The campaign's page shows under the overlay.
  '/api/user/me/campaigns/102.json': example('getCampaign', 'creator__id-102'),
  '/api/user/me/campaigns/102/accounts.json': example('listCampaignAccounts', 'creator__id-102'),
  '/api/user/me/campaigns/102/submitted_contents/available_content_types.json': example(
    'listAvailableContentTypes',
    'creator__id-102',
  ),
};

describe('submitted content', () => {
  it('edit: no changes sends nothing; a refused resubmit shows the server text and keeps the text', async () => {
    const view = renderApp('/campaigns/102/submitted_contents/9001', content9001);
    const resubmit = await screen.findByRole('button', { name: 'Resubmit' });
    expect(resubmit).toBeDisabled();
    expect(screen.getByText('No changes')).toBeInTheDocument();
    const description = screen.getByLabelText('Description');
    fireEvent.change(description, { target: { value: 'A new caption' } });
    expect(resubmit).toBeEnabled();
    fireEvent.click(resubmit);
    expect(await screen.findByText('content is too long.')).toBeInTheDocument();
    expect(screen.getByText('is too long')).toBeInTheDocument();
    expect(description).toHaveValue('A new caption');
    const puts = view.requests().filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
  });

  it('submit: the post types of the chosen account appear, and selecting another account resets the draft', async () => {
    renderApp('/campaigns/102/submitted_contents/new', submit102);
    const instagram = await screen.findByRole('radio', { name: /mika\.eats/ });
    fireEvent.click(instagram);
    fireEvent.click(await screen.findByRole('radio', { name: 'sponsored post' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Reel' }));
    const description = await screen.findByLabelText('Description');
    fireEvent.change(description, { target: { value: 'typed' } });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /Mika Travels/ }));
    await waitFor(() => expect(screen.queryByLabelText('Description')).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: 'sponsored post' }));
    // YouTube takes videos only, with a title.
    expect(screen.queryByRole('radio', { name: 'Reel' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Video' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });
});
