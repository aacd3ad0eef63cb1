import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { updateFlow } from './update-flow';

describe('the new version prompt', () => {
  it('appears when a new version waits, waits while saving, and Reload activates it', async () => {
    const { queryClient } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Mika Tanaka' });
    expect(screen.queryByText('A new version is ready.')).toBeNull();

    const activate = vi.fn();
    act(() => updateFlow.announce(activate));
    const text = await screen.findByText('A new version is ready.');
    const prompt = within(text.closest<HTMLElement>('[role="status"]') ?? document.body);
    expect(text.closest('[role="status"]')).not.toBeNull();

    // A save in flight: Reload waits for it.
    let finishSave = () => {};
    const saved = new Promise<void>((resolve) => (finishSave = resolve));
    const save = queryClient.getMutationCache().build(queryClient, { mutationFn: () => saved });
    let saving: Promise<unknown> = Promise.resolve();
    act(() => void (saving = save.execute(undefined)));
    expect(await prompt.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await act(async () => {
      finishSave();
      await saving;
    });

    await userEvent.click(await prompt.findByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });
});
