import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, heldAnswer, renderApp } from '../../test/render-app';

afterEach(() => {
  // Mantine keeps notices in a module-level store: start each test with none.
  act(() => notifications.clean());
});

/** A 422 whose top-level code the app does not know, with the given `url` field errors. */
const refusal = (errors: Record<string, string[]>, codes: Record<string, string[]>) => ({
  ...creatorApi(),
  'POST /api/user/me/accounts/tiktok.json': {
    status: 422,
    body: {
      code: 'validation_failed',
      message: 'Validation failed',
      errors,
      codes,
    },
  },
});

const submitUrl = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Add a TikTok account' });
  fireEvent.change(within(dialog).getByRole('textbox'), {
    target: { value: 'https://www.tiktok.com/@mika' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add account' }));
  return dialog;
};

describe('the TikTok dialog refused (422)', () => {
  it('a field code the app does not know: the server message for the field shows next to it', async () => {
    renderApp(
      '/accounts/add_tiktok_account',
      refusal({ url: ['This creator blocks connections.'] }, { url: ['creator_blocked'] }),
    );
    const dialog = await submitUrl();
    expect(await within(dialog).findByText('This creator blocks connections.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Validation failed')).toBeNull();
  });

  it('a field code the app knows: its own text, not the server one', async () => {
    renderApp(
      '/accounts/add_tiktok_account',
      refusal({ url: ['url is too long (max 2048)'] }, { url: ['too_long'] }),
    );
    const dialog = await submitUrl();
    expect(await within(dialog).findByText('This is too long.')).toBeInTheDocument();
    expect(within(dialog).queryByText('url is too long (max 2048)')).toBeNull();
  });
});

describe('the TikTok dialog closed while connecting', () => {
  it('the account added afterwards is still told', async () => {
    const added = heldAnswer();
    const view = renderApp('/accounts/add_tiktok_account', {
      ...creatorApi(),
      'POST /api/user/me/accounts/tiktok.json': added.answer,
    });
    await submitUrl();
    await waitFor(() => expect(view.requests().filter((r) => r.method === 'POST')).toHaveLength(1));
    await act(() => view.router.navigate('/accounts'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () =>
      added.give({ status: 201, body: example('connectTiktokAccount', 'creator', 201) }),
    );
    expect(await screen.findByText('Your TikTok account was added.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/accounts');
  });

  it("a refusal that comes afterwards is told in a notice, in the app's words", async () => {
    const refused = heldAnswer();
    const view = renderApp('/accounts/add_tiktok_account', {
      ...creatorApi(),
      'POST /api/user/me/accounts/tiktok.json': refused.answer,
    });
    await submitUrl();
    await waitFor(() => expect(view.requests().filter((r) => r.method === 'POST')).toHaveLength(1));
    await act(() => view.router.navigate('/accounts'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () =>
      refused.give({
        status: 422,
        body: { code: 'account_already_connected', message: 'Account taken' },
      }),
    );
    const title = await screen.findByText('Your TikTok account could not be added');
    const notice = title.closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('This TikTok account is connected already.');
    expect(notice).not.toHaveTextContent('Account taken');
  });
});
