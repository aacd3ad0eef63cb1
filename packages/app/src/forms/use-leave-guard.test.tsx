import { CreatorUiProvider } from '@creator/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n, TranslationsProvider } from '../i18n/i18n';
import { useLeaveGuard } from './use-leave-guard';

/** A form that is dirty once something is typed, and saves by leaving for /other. */
function Form() {
  const [text, setText] = useState('');
  const guard = useLeaveGuard(text !== '', { within: '/form' });
  const navigate = useNavigate();
  return (
    <>
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/other">Elsewhere</Link>
      <Link to="/form?tab=2">Same page</Link>
      <Link to="/form/comments">Its tab</Link>
      <button
        type="button"
        onClick={() => {
          guard.release();
          void navigate('/other');
        }}
      >
        Save
      </button>
      {guard.dialog}
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form />, children: [{ path: 'comments', element: null }] },
      { path: '/other', element: <h1>Other page</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <TranslationsProvider i18n={createI18n()}>
      <CreatorUiProvider env="test">
        <RouterProvider router={router} />
      </CreatorUiProvider>
    </TranslationsProvider>,
  );
  return router;
}

/** Whether leaving the document now would make the browser ask. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveGuard', () => {
  it('lets a clean form go without a question', async () => {
    const router = renderForm();
    expect(unloadAsks()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('asks before a dirty form is left: Stay keeps what was typed, Leave goes', async () => {
    const router = renderForm();
    await userEvent.type(screen.getByLabelText('Note'), 'half a caption');
    expect(unloadAsks()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('What you typed here is not saved and will be lost.');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Note')).toHaveValue('half a caption');

    await act(() => router.navigate('/other'));
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
  });

  it('does not ask for a move within the page or under it, nor when the form leaves after saving', async () => {
    const router = renderForm();
    await userEvent.type(screen.getByLabelText('Note'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Same page' }));
    expect(router.state.location.search).toBe('?tab=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A page under `within` keeps the form's work: no question either.
    await userEvent.click(screen.getByRole('link', { name: 'Its tab' }));
    expect(router.state.location.pathname).toBe('/form/comments');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
  });
});
