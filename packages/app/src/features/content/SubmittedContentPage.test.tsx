import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { campaignSubmitApi, creatorApi, heldAnswer, renderApp } from '../../test/render-app';

afterEach(() => {
  // Mantine keeps notices in a module-level store: start each test with none.
  act(() => notifications.clean());
});

/** Content 9001's path in the API. */
const CONTENT_9001 = '/api/user/me/campaigns/102/submitted_contents/9001';

const content9001 = {
  ...creatorApi(),
  '/api/user/me/campaigns/102.json': example('getCampaign', 'creator__id-102'),
  [`${CONTENT_9001}.json`]: example('getSubmittedContent', 'creator__id-102__contentId-9001'),
  [`PUT ${CONTENT_9001}.json`]: {
    status: 422,
    body: {
      code: 'validation_failed',
      message: 'content is too long.',
      errors: { 'post.content': ['is too long'] },
    },
  },
};

// The campaign's page shows under the overlay.
const submit102 = campaignSubmitApi(102);

/** Content 9001 with its comment thread (read when its Comments tab shows). */
const content9001Thread = {
  ...content9001,
  [`${CONTENT_9001}/comments.json`]: example('listComments', 'creator__id-102__contentId-9001'),
  [`PUT ${CONTENT_9001}/comments/mark_as_read.json`]: {},
};

/** Content 9001's form with its description edited, then its Comments tab open. */
async function editThenOpenComments() {
  const view = renderApp('/campaigns/102/submitted_contents/9001', content9001Thread);
  fireEvent.change(await screen.findByLabelText('Description'), {
    target: { value: 'A new caption' },
  });
  fireEvent.click(screen.getByRole('tab', { name: /Comments/ }));
  expect(await screen.findByLabelText('Write a comment')).toBeInTheDocument();
  return view;
}

describe('submitted content', () => {
  it("a failed campaign read shows its error with a retry in the brand's place; the retry brings the brand", async () => {
    const campaign = example<{ brand: string }>('getCampaign', 'creator__id-102');
    const api = {
      ...content9001,
      '/api/user/me/campaigns/102.json': { status: 500 } as unknown,
    };
    renderApp('/campaigns/102/submitted_contents/9001', api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The campaign could not be loaded.');
    // The content itself still shows.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(campaign.brand)).toBeNull();
    api['/api/user/me/campaigns/102.json'] = campaign;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(campaign.brand)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    '/campaigns/102/submitted_contents/abc/comments',
    '/campaigns/abc/submitted_contents/9001/comments',
    '/campaigns/102/submitted_contents/9001x',
  ])('in-app navigation to %s shows not-found and requests nothing for it', async (bad) => {
    const view = renderApp('/campaigns/102/submitted_contents/9001', content9001);
    await screen.findByRole('button', { name: 'Resubmit' });
    const before = view.requested().length;
    await act(() => view.router.navigate(bad));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
    expect(
      view
        .requested()
        .slice(before)
        .filter((path) => /abc|9001x/.test(path)),
    ).toEqual([]);
  });

  it('a campaign the API does not know is the not-found page', async () => {
    const view = renderApp('/campaigns/102/submitted_contents/9001', {
      ...content9001,
      '/api/user/me/campaigns/102.json': { status: 404 },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
  });

  it('locked (live) content: its media show without the picker or an active-looking remove cross', async () => {
    renderApp('/campaigns/102/submitted_contents/9002', {
      ...creatorApi(),
      '/api/user/me/campaigns/102.json': example('getCampaign', 'creator__id-102'),
      '/api/user/me/campaigns/102/submitted_contents/9002.json': example(
        'getSubmittedContent',
        'creator__id-102__contentId-9002',
      ),
    });
    expect(await screen.findByText('Approved content cannot be changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Remove media/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Choose file/ })).toBeNull();
  });

  it("edit: no changes sends nothing; a refused resubmit says what to correct in the app's words, marks the field and keeps the text", async () => {
    const view = renderApp('/campaigns/102/submitted_contents/9001', content9001);
    const resubmit = await screen.findByRole('button', { name: 'Resubmit' });
    expect(resubmit).toBeDisabled();
    expect(screen.getByText('No changes')).toBeInTheDocument();
    const description = screen.getByLabelText('Description');
    fireEvent.change(description, { target: { value: 'A new caption' } });
    expect(resubmit).toBeEnabled();
    fireEvent.click(resubmit);
    expect(await screen.findByText('Please correct the fields.')).toBeInTheDocument();
    expect(screen.queryByText('content is too long.')).toBeNull();
    // The field's message has no code here: the server's words are the fallback.
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

  it('player: closing it goes back to the form with what was typed', async () => {
    const view = renderApp('/campaigns/102/submitted_contents/9001', content9001);
    const description = await screen.findByLabelText('Description');
    fireEvent.change(description, { target: { value: 'A new caption' } });
    fireEvent.click(screen.getByRole('link', { name: 'Play full screen' }));
    const player = await screen.findByRole('dialog', { name: 'Video' });
    fireEvent.click(within(player).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/campaigns/102/submitted_contents/9001'),
    );
    expect(await screen.findByLabelText('Description')).toHaveValue('A new caption');
    expect(screen.getByRole('button', { name: 'Resubmit' })).toBeEnabled();
    expect(screen.queryByText('No changes')).toBeNull();
  });

  it('form: what was typed comes back after a look at the Comments tab', async () => {
    await editThenOpenComments();
    expect(screen.queryByLabelText('Description')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Form' }));
    expect(await screen.findByLabelText('Description')).toHaveValue('A new caption');
    expect(screen.getByRole('button', { name: 'Resubmit' })).toBeEnabled();
  });

  it('comments: leaving from the Comments tab with an edit kept asks first; Stay keeps it, Leave goes', async () => {
    const view = await editThenOpenComments();
    // The content's own tab is no leave.
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the campaign' }));
    const question = await screen.findByRole('dialog', { name: 'Leave this page?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull(),
    );
    expect(view.router.state.location.pathname).toBe(
      '/campaigns/102/submitted_contents/9001/comments',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Form' }));
    expect(await screen.findByLabelText('Description')).toHaveValue('A new caption');
    fireEvent.click(screen.getByRole('tab', { name: /Comments/ }));
    expect(await screen.findByLabelText('Write a comment')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the campaign' }));
    const again = await screen.findByRole('dialog', { name: 'Leave this page?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/campaigns/102'));
  });

  it('edit: resubmitted while the Comments tab shows: said, the kept edit dropped, the tab stays', async () => {
    const resubmitted = heldAnswer();
    const view = renderApp('/campaigns/102/submitted_contents/9001', {
      ...content9001Thread,
      [`PUT ${CONTENT_9001}.json`]: resubmitted.answer,
    });
    fireEvent.change(await screen.findByLabelText('Description'), {
      target: { value: 'A new caption' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(view.requests().filter((r) => r.method === 'PUT')).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: /Comments/ }));
    expect(await screen.findByLabelText('Write a comment')).toBeInTheDocument();
    await act(async () => resubmitted.give(example('updateSubmittedContent')));
    expect(await screen.findByText('Your content was resubmitted for review.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(
      '/campaigns/102/submitted_contents/9001/comments',
    );
    // The form starts again from the stored content: the edit is no longer kept.
    fireEvent.click(screen.getByRole('tab', { name: 'Form' }));
    expect(await screen.findByLabelText('Description')).not.toHaveValue('A new caption');
    expect(screen.getByRole('button', { name: 'Resubmit' })).toBeDisabled();
  });

  it('edit: leaving for another page while the resubmit is sent asks, saying leaving will not stop it; the answer is then told', async () => {
    const resubmitted = heldAnswer();
    const view = renderApp('/campaigns/102/submitted_contents/9001', {
      ...content9001Thread,
      ...submit102,
      [`PUT ${CONTENT_9001}.json`]: resubmitted.answer,
    });
    fireEvent.change(await screen.findByLabelText('Description'), {
      target: { value: 'A new caption' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(view.requests().filter((r) => r.method === 'PUT')).toHaveLength(1));
    await act(() => view.router.navigate('/campaigns/102'));
    const question = await screen.findByRole('dialog', { name: 'Still sending' });
    expect(question).toHaveTextContent('Leaving will not stop it');
    fireEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/campaigns/102'));
    await act(async () => resubmitted.give(example('updateSubmittedContent')));
    expect(await screen.findByText('Your content was resubmitted for review.')).toBeInTheDocument();
  });

  it("edit: refused while the Comments tab shows: a notice says why, in the app's words", async () => {
    const refused = heldAnswer();
    const view = renderApp('/campaigns/102/submitted_contents/9001', {
      ...content9001Thread,
      [`PUT ${CONTENT_9001}.json`]: refused.answer,
    });
    fireEvent.change(await screen.findByLabelText('Description'), {
      target: { value: 'A new caption' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(view.requests().filter((r) => r.method === 'PUT')).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: /Comments/ }));
    expect(await screen.findByLabelText('Write a comment')).toBeInTheDocument();
    await act(async () =>
      refused.give({ status: 503, body: { code: 'internal_error', message: 'upstream timeout' } }),
    );
    const title = await screen.findByText('The content could not be resubmitted');
    const notice = title.closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('Something went wrong on our side');
    expect(notice).not.toHaveTextContent('upstream timeout');
    // The edit is still kept for the form.
    fireEvent.click(screen.getByRole('tab', { name: 'Form' }));
    expect(await screen.findByLabelText('Description')).toHaveValue('A new caption');
  });

  it('comments: with nothing edited, leaving from the Comments tab asks nothing', async () => {
    const view = renderApp('/campaigns/102/submitted_contents/9001/comments', content9001Thread);
    expect(await screen.findByLabelText('Write a comment')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the campaign' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/campaigns/102'));
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull();
  });

  it('player: a URL the API did not give for this content is not played (not found)', async () => {
    const url = btoa('https://evil.example.com/other.mp4');
    const view = renderApp(
      `/campaigns/102/submitted_contents/9001/play/${encodeURIComponent(url)}`,
      content9001,
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
    expect(document.querySelector('video[src*="evil.example.com"]')).toBeNull();
  });

  it('player: the video fills the screen on a dark backdrop, keeping its aspect ratio', async () => {
    const url = btoa('http://127.0.0.1:4010/__mock/media/sample.mp4');
    renderApp(
      `/campaigns/102/submitted_contents/9001/play/${encodeURIComponent(url)}`,
      content9001,
    );
    const player = await screen.findByRole('dialog', { name: 'Video' });
    const video = within(player).getByLabelText('Video');
    expect(video).toHaveStyle({ width: '100%', height: '100%', objectFit: 'contain' });
    expect(video.parentElement).toHaveStyle({ backgroundColor: 'rgb(0, 0, 0)' });
  });

  it('comments: the thread’s status events read in the UI’s language', async () => {
    const comments = example<{ type: string; content: string }[]>(
      'listComments',
      'creator__id-102__contentId-9001',
    );
    renderApp('/campaigns/102/submitted_contents/9001/comments', {
      ...content9001,
      '/api/user/me.json': { ...example<object>('getCurrentUser'), language: 'ja' },
      '/api/translations/ja.json': example('getTranslations', 'creator__language-ja'),
      [`${CONTENT_9001}/comments.json`]: [
        ...comments,
        { ...comments[0], id: 999001, type: 'resubmitted', content: 'Resubmitted' },
      ],
      [`PUT ${CONTENT_9001}/comments/mark_as_read.json`]: {},
    });
    expect(await screen.findByText('修正を依頼されました')).toBeInTheDocument();
    expect(screen.getByText('再提出しました')).toBeInTheDocument();
    expect(screen.queryByText('Revision requested')).toBeNull();
    expect(screen.queryByText('Resubmitted')).toBeNull();
  });

  it("comments: a failed company read names the company's messages 'Your network' and says so, with a retry", async () => {
    const comments = example<{ sender: { name: string } }[]>(
      'listComments',
      'creator__id-102__contentId-9001',
    );
    const api: Record<string, unknown> = {
      ...content9001,
      '/api/user/company.json': { status: 500 },
      // A company message without a sender name: the thread names it after the company.
      [`${CONTENT_9001}/comments.json`]: comments.map((comment, index) =>
        index === 0 ? { ...comment, sender: { ...comment.sender, name: '' } } : comment,
      ),
      [`PUT ${CONTENT_9001}/comments/mark_as_read.json`]: {},
    };
    renderApp('/campaigns/102/submitted_contents/9001/comments', api);
    const alert = await screen.findByText(/The network could not be loaded/);
    // The sender is named by its avatar (initials, or the logo's text alternative).
    expect(await screen.findByRole('img', { name: 'Your network' })).toBeInTheDocument();
    api['/api/user/company.json'] = example('getCompany');
    fireEvent.click(
      within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('img', { name: 'Northlight Media' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your network' })).toBeNull();
    expect(screen.queryByText(/The network could not be loaded/)).toBeNull();
  });

  it('comments: a send refused after the user left says so in a notice, with what was written', async () => {
    const refused = heldAnswer();
    const view = renderApp('/campaigns/102/submitted_contents/9001/comments', {
      ...content9001Thread,
      [`POST ${CONTENT_9001}/comments.json`]: refused.answer,
    });
    fireEvent.change(await screen.findByLabelText('Write a comment'), {
      target: { value: 'Updated the caption as asked.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.requests().filter((r) => r.method === 'POST')).toHaveLength(1));
    await act(() => view.router.navigate('/dashboard'));
    await act(async () =>
      refused.give({ status: 503, body: { code: 'internal_error', message: 'upstream timeout' } }),
    );
    const title = await screen.findByText('The comment could not be sent. Please try again.');
    const notice = title.closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('What you wrote: Updated the caption as asked.');
    expect(notice).not.toHaveTextContent('upstream timeout');
  });

  it('comments: the tab count follows a sent comment', async () => {
    const content = example<Record<string, unknown>>(
      'getSubmittedContent',
      'creator__id-102__contentId-9001',
    );
    const comments = example<unknown[]>('listComments', 'creator__id-102__contentId-9001');
    const sent = example('createComment', 'creator', 201);
    const api: Record<string, unknown> = {
      ...content9001,
      [`${CONTENT_9001}.json`]: { ...content, unreadMessageCount: 0, totalMessageCount: 5 },
      [`${CONTENT_9001}/comments.json`]: comments,
      [`PUT ${CONTENT_9001}/comments/mark_as_read.json`]: {},
      [`POST ${CONTENT_9001}/comments.json`]: { status: 201, body: sent },
    };
    renderApp('/campaigns/102/submitted_contents/9001/comments', api);
    const tab = await screen.findByRole('tab', { name: /Comments/ });
    await waitFor(() => expect(tab).toHaveTextContent('Comments(5)'));
    // From now on the API answers with the sent comment counted.
    api[`${CONTENT_9001}.json`] = { ...content, unreadMessageCount: 0, totalMessageCount: 6 };
    api[`${CONTENT_9001}/comments.json`] = [...comments, sent];
    fireEvent.change(await screen.findByLabelText('Write a comment'), {
      target: { value: 'Updated the caption as asked.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Write a comment')).toHaveValue(''));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Comments/ })).toHaveTextContent('Comments(6)'),
    );
  });
});
