import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { heldAnswer } from '../../test/fake-api';
import { campaignSubmitApi, renderApp } from '../../test/render-app';

const base = '/api/user/me/campaigns/106';
const FORM = '/campaigns/106/submitted_contents/new';

/** Campaign 106 (Lumen Cameras) with its submission held until the test answers it. */
function leftWhileSending() {
  const answer = heldAnswer();
  const view = renderApp(FORM, {
    ...campaignSubmitApi(106),
    [`POST ${base}/submitted_contents.json`]: answer.answer,
  });
  return { view, give: answer.give };
}

/** Fills a Facebook text post, sends it, then closes the dialog and leaves through the question. */
async function sendThenLeave(view: ReturnType<typeof renderApp>) {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(await within(dialog).findByRole('radio', { name: /Mika Travels Official/ }));
  const postTypes = await within(dialog).findByRole('radiogroup', { name: 'Post type' });
  fireEvent.click(within(postTypes).getByRole('radio', { name: 'Text' }));
  fireEvent.change(await within(dialog).findByRole('textbox', { name: /Description/ }), {
    target: { value: 'Morning market in Fukuoka' },
  });
  const submit = within(dialog).getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toBeEnabled());
  fireEvent.click(submit);
  await waitFor(() => expect(view.requests().filter((r) => r.method === 'POST')).toHaveLength(1));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  const question = await screen.findByRole('dialog', { name: 'Still sending' });
  expect(question).toHaveTextContent('Leaving will not stop it');
  fireEvent.click(within(question).getByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(view.router.state.location.pathname).toBe('/campaigns/106');
}

/** How many times the campaign's submitted contents were read. */
const contentReads = (view: ReturnType<typeof renderApp>) =>
  view.requests().filter((r) => r.method === 'GET' && r.path === `${base}/submitted_contents.json`)
    .length;

describe('the submit dialog left while sending', () => {
  it('tells, on the page the user went to, that the content went in', async () => {
    const { view, give } = leftWhileSending();
    await sendThenLeave(view);
    const reads = contentReads(view);
    await act(async () =>
      give({ status: 201, body: example('createSubmittedContent', 'creator', 201) }),
    );
    expect(
      await screen.findByText('Your content for Lumen Cameras was sent for review.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Content submitted')).toBeInTheDocument();
    await waitFor(() => expect(contentReads(view)).toBeGreaterThan(reads));
    expect(view.router.state.location.pathname).toBe('/campaigns/106');
  });

  it('tells why it was refused and opens the form again as it was sent', async () => {
    const { view, give } = leftWhileSending();
    await sendThenLeave(view);
    await act(async () =>
      give({ status: 503, body: { code: 'internal_error', message: 'upstream timeout' } }),
    );
    const title = await screen.findByText('Your content for Lumen Cameras could not be submitted');
    const notice = title.closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('Something went wrong on our side');
    expect(notice).not.toHaveTextContent('upstream timeout');
    fireEvent.click(within(notice).getByRole('button', { name: 'Open the form again' }));

    // The overlay's reads come again first: a busy machine may take longer than a second.
    const dialog = await screen.findByRole('dialog', { name: 'Submit content' }, { timeout: 5000 });
    const description = await within(dialog).findByRole(
      'textbox',
      { name: /Description/ },
      { timeout: 5000 },
    );
    expect(description).toHaveValue('Morning market in Fukuoka');
    expect(within(dialog).getByText(/Something went wrong on our side/)).toBeVisible();
    await waitFor(() =>
      expect(
        screen.queryByText('Your content for Lumen Cameras could not be submitted'),
      ).toBeNull(),
    );
    expect(view.router.state.location.pathname).toBe(FORM);
  });
});
