import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, expectRootProps, renderUi } from '../../../test/render';
import { AddAccountCard } from './AddAccountCard';

describe('AddAccountCard', () => {
  it('is a button named by its label that starts adding an account', async () => {
    const onClick = vi.fn();
    renderUi(
      <AddAccountCard label="Add account" description="YouTube, X and more" onClick={onClick} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Add account/ }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByText('YouTube, X and more')).toBeInTheDocument();
  });

  it('takes className and passes other props to its root', () => {
    expectRootProps(<AddAccountCard label="Add account" onClick={() => {}} />);
  });

  it('has no axe violations', async () => {
    renderUi(<AddAccountCard label="Add account" onClick={() => {}} />);
    await expectNoAxeViolations();
  });
});
