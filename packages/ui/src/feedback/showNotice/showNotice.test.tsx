import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import {
  NOTICE_AUTO_CLOSE_MS,
  hideNotice,
  showFailureNotice,
  showInfoNotice,
  showSuccessNotice,
} from './showNotice';

describe('showNotice', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });

  it.each([
    ['success', showSuccessNotice],
    ['failure', showFailureNotice],
    ['info', showInfoNotice],
  ])('%s notice shows its title and message, and closes after 5000 ms', async (_name, show) => {
    renderUi(<div />);
    act(() => {
      show({ title: 'Profile', message: 'Saved successfully' });
    });
    // The notices host loads with the first notice; the notice waits for it.
    expect(await screen.findByText('Profile')).toBeInTheDocument();
    expect(screen.getByText('Saved successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(NOTICE_AUTO_CLOSE_MS - 500));
    expect(screen.getByText('Saved successfully')).toBeInTheDocument();
    // Past 5000 ms the notice runs its exit transition, then leaves the DOM.
    for (let step = 0; step < 4; step += 1) act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Saved successfully')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderUi(<div />);
    act(() => {
      showFailureNotice({ title: 'Connection failed', message: 'Try again later' });
    });
    vi.useRealTimers();
    await screen.findByText('Connection failed');
    await expectNoAxeViolations();
  });

  it('hides a notice by its id even before the notices code has loaded', async () => {
    renderUi(<div />);
    act(() => {
      // Mantine's store loads with the first notice: the hide waits behind the show.
      hideNotice(showSuccessNotice({ message: 'Taken back' }));
      showInfoNotice({ message: 'Still here' });
    });
    expect(await screen.findByText('Still here')).toBeInTheDocument();
    expect(screen.queryByText('Taken back')).not.toBeInTheDocument();
  });
});
