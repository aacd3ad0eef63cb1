import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignSubmitApi, renderApp } from '../../test/render-app';

/** Campaign 102: a YouTube account (video only) and an Instagram one (six post types). */
const api = campaignSubmitApi(102);

/** The app's words for a field's `invalid_type` code. */
const INVALID_TYPE = 'This value is not of the expected kind.';

const openForm = async () => {
  renderApp('/campaigns/102/submitted_contents/new', api);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('radiogroup', { name: 'Account' });
  return dialog;
};

describe('submit content form', () => {
  it('starts with the accounts only, incomplete, Submit disabled', async () => {
    const dialog = await openForm();
    const accounts = within(dialog).getByRole('radiogroup', { name: 'Account' });
    expect(within(accounts).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).queryByRole('radiogroup', { name: 'Content type' })).toBeNull();
    expect(within(dialog).getByText('Fill in every required field to submit.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it("an account's only content type is chosen; its post types follow the platform", async () => {
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('radio', { name: /mika\.eats/ }));
    const contentTypes = await within(dialog).findByRole('radiogroup', { name: 'Content type' });
    expect(within(contentTypes).getByRole('radio')).toBeChecked();
    const postTypes = within(dialog).getByRole('radiogroup', { name: 'Post type' });
    expect(within(postTypes).getAllByRole('radio')).toHaveLength(6);

    fireEvent.click(within(dialog).getByRole('radio', { name: /Mika Travels/ }));
    const videoOnly = await within(dialog).findByRole('radiogroup', { name: 'Post type' });
    expect(
      within(videoOnly)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['video']);
  });

  it('a post type shows its fields; another account starts the draft again', async () => {
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('radio', { name: /mika\.eats/ }));
    const postTypes = await within(dialog).findByRole('radiogroup', { name: 'Post type' });
    fireEvent.click(within(postTypes).getByRole('radio', { name: 'Photo' }));
    const description = await within(dialog).findByRole('textbox', { name: /Description/ });
    fireEvent.change(description, { target: { value: 'Breakfast at Kumo' } });
    expect(description).toHaveValue('Breakfast at Kumo');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();

    fireEvent.click(within(dialog).getByRole('radio', { name: /Mika Travels/ }));
    expect(await within(dialog).findByRole('radiogroup', { name: 'Post type' })).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: /Description/ })).toBeNull();
    expect(
      within(within(dialog).getByRole('radiogroup', { name: 'Post type' })).getByRole('radio'),
    ).not.toBeChecked();
  });

  it('marks its required fields: the account, content and post types and the media', async () => {
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('radio', { name: /mika\.eats/ }));
    const postTypes = await within(dialog).findByRole('radiogroup', { name: 'Post type' });
    fireEvent.click(within(postTypes).getByRole('radio', { name: 'Photo' }));
    await within(dialog).findByRole('button', { name: /^Choose file/ });
    // The groups say required; each group's label and the media's carry the asterisk.
    for (const group of ['Content type', 'Post type'])
      expect(within(dialog).getByRole('radiogroup', { name: group })).toBeRequired();
    for (const label of ['Account', 'Content type', 'Post type', 'Media'])
      expect(within(dialog).getByText(label).textContent).toBe(`${label} *`);
  });

  it('a type group with nothing chosen is one Tab stop, its first radio', async () => {
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('radio', { name: /mika\.eats/ }));
    const postTypes = await within(dialog).findByRole('radiogroup', { name: 'Post type' });
    const radios = within(postTypes).getAllByRole('radio');
    // With one chosen, the browser stops on that one alone; with none, Chromium stops on each.
    expect(radios.filter((radio) => radio.tabIndex >= 0)).toEqual([radios[0]]);
  });

  it("a refusal naming the post type marks its group, the app's words as its description", async () => {
    const base = '/api/user/me/campaigns/106';
    renderApp('/campaigns/106/submitted_contents/new', {
      ...campaignSubmitApi(106),
      [`POST ${base}/submitted_contents.json`]: {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Validation failed',
          errors: { 'post.type': ['type is wrong'] },
          codes: { 'post.type': ['invalid_type'] },
        },
      },
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Mika Travels Official/ }));
    const postTypes = await within(dialog).findByRole('radiogroup', { name: 'Post type' });
    expect(postTypes).not.toBeInvalid();
    fireEvent.click(within(postTypes).getByRole('radio', { name: 'Text' }));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Description/ }), {
      target: { value: 'Morning market in Fukuoka' },
    });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(postTypes).toBeInvalid());
    expect(postTypes).toHaveAccessibleDescription(INVALID_TYPE);
    expect(within(dialog).queryByText('type is wrong')).toBeNull();
  });
});
