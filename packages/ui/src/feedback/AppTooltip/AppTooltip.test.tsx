import { Button } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { AppTooltip, TOOLTIP_CLOSE_MS } from './AppTooltip';

const LABEL = 'Contact your network for a copy.';

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderUi(
    <AppTooltip label={LABEL}>
      <Button>View contract</Button>
    </AppTooltip>,
  );
  return { user, target: screen.getByRole('button', { name: 'View contract' }) };
}

describe('AppTooltip', () => {
  // shouldAdvanceTime keeps user-event's internal waits moving; the test still jumps the 5 s itself.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('is closed until the user reaches the target', () => {
    setup();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it.each([
    [
      'click',
      async (user: ReturnType<typeof userEvent.setup>, target: HTMLElement) => user.click(target),
    ],
    [
      'hover',
      async (user: ReturnType<typeof userEvent.setup>, target: HTMLElement) => user.hover(target),
    ],
    ['focus', async (user: ReturnType<typeof userEvent.setup>) => user.tab()],
  ])('opens on %s and closes 5000 ms after opening', async (_name, trigger) => {
    const { user, target } = setup();
    await trigger(user, target);
    // The floating part loads on the first opening.
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LABEL);
    act(() => vi.advanceTimersByTime(TOOLTIP_CLOSE_MS - 500));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays open after the mouse leaves, and closes on Escape', async () => {
    const { user, target } = setup();
    await user.click(target);
    await user.unhover(target);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps the focus on the target that opened it', async () => {
    const { user, target } = setup();
    await user.tab();
    await screen.findByRole('tooltip');
    expect(target).toHaveFocus();
  });

  it('has no axe violations when open', async () => {
    const { user, target } = setup();
    await user.click(target);
    await screen.findByRole('tooltip');
    vi.useRealTimers();
    await expectNoAxeViolations();
  });
});
