import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { campaignSubmitApi, renderApp } from '../../test/render-app';

const base = '/api/user/me/campaigns/106';
/** Campaign 106: a Facebook account, whose text posts need no media. */
const api = {
  ...campaignSubmitApi(106),
  [`POST ${base}/submitted_contents.json`]: {
    status: 201,
    body: example('createSubmittedContent', 'creator', 201),
  },
};

describe('after submitting content', () => {
  it('the focus is on the thank-you heading, not lost to the page body', async () => {
    const view = renderApp('/campaigns/106/submitted_contents/new', api);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Mika Travels Official/ }));
    const postTypes = await within(dialog).findByRole('radiogroup', { name: 'Post type' });
    fireEvent.click(within(postTypes).getByRole('radio', { name: 'Text' }));
    const description = await within(dialog).findByRole('textbox', { name: /Description/ });
    fireEvent.change(description, { target: { value: 'Morning market in Fukuoka' } });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    const heading = await screen.findByRole('heading', { name: 'Thank you!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(view.requests().filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
