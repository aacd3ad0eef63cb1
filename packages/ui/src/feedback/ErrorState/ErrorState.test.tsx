import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('announces the message as an alert', () => {
    renderUi(<ErrorState message="Payments failed to load" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payments failed to load');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onRetry from the retry button', async () => {
    const onRetry = vi.fn();
    renderUi(<ErrorState message="Failed" retryLabel="Try again" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    renderUi(<ErrorState title="Oops" message="Failed" retryLabel="Retry" onRetry={() => {}} />);
    await expectNoAxeViolations();
  });
});
