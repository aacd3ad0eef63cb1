import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, expectRootProps, renderUi } from '../../../test/render';
import { StatusCountCard } from './StatusCountCard';

describe('StatusCountCard', () => {
  it('shows the status and its count with thousands separators', () => {
    renderUi(<StatusCountCard label="Completed" count={1482} />);
    expect(screen.getByRole('button', { name: '1,482 Completed' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('reports selection and calls onSelect when clicked or activated by keyboard', async () => {
    const onSelect = vi.fn();
    renderUi(<StatusCountCard label="Active" count={3} selected onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: /Active/ });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('takes className and passes other props to its root', () => {
    expectRootProps(<StatusCountCard label="Completed" count={1482} />);
  });

  it('has no axe violations', async () => {
    renderUi(<StatusCountCard label="Active" count={3} selected />);
    await expectNoAxeViolations();
  });
});
