import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { LineIcon } from './LineIcon';

describe('LineIcon', () => {
  it('draws its paths at the given size, hidden from assistive technology', () => {
    renderUi(
      <button type="button">
        <LineIcon size={22} data-testid="icon">
          <path d="M4 6h16" />
        </LineIcon>
        Menu
      </button>,
    );
    const icon = screen.getByTestId('icon');
    expect(icon).toHaveAttribute('width', '22');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon.querySelector('path')).toHaveAttribute('d', 'M4 6h16');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderUi(
      <LineIcon>
        <path d="M4 6h16" />
      </LineIcon>,
    );
    await expectNoAxeViolations();
  });
});
