import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignSubmitApi, renderApp } from '../../test/render-app';

/** Campaign 102: a YouTube account (video only) and an Instagram one (six post types). */
const api = campaignSubmitApi(102);

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
    // The radios themselves say required; each group's label and the media's carry the asterisk.
    for (const group of ['Content type', 'Post type'])
      for (const radio of within(
        within(dialog).getByRole('radiogroup', { name: group }),
      ).getAllByRole('radio'))
        expect(radio).toBeRequired();
    for (const label of ['Account', 'Content type', 'Post type', 'Media'])
      expect(within(dialog).getByText(label).textContent).toBe(`${label} *`);
  });
});
