import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { METHOD_BADGES } from './methodBadges';
import { METHODS } from './methods.fixture';
import { PaymentMethodSelect } from './PaymentMethodSelect';

function setWidth(mobile: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: mobile });
  return () => {
    window.matchMedia = original;
  };
}

describe('PaymentMethodSelect', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('has a built-in icon for every method the product names', () => {
    expect(Object.keys(METHOD_BADGES).sort()).toEqual([
      'ach',
      'billcom',
      'check',
      'epayments',
      'gpay',
      'jp_wire_transfer',
      'papara',
      'payoneer',
      'paypal',
      'qiwi',
      'wire_transfer',
      'yandex',
    ]);
  });

  it('on desktop, is a dropdown with an icon per option', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(
      <PaymentMethodSelect
        label="Payment method"
        methods={METHODS}
        value="paypal"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveValue('PayPal');
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment method' }));
    // The first select's list comes with its code, soon after the press (ui's Select).
    await waitFor(() =>
      expect(container.querySelectorAll('[role="option"] [data-method-icon]')).toHaveLength(
        METHODS.length,
      ),
    );
    await userEvent.click(screen.getByRole('option', { name: /Payoneer/ }));
    expect(onChange).toHaveBeenCalledWith('payoneer');
  });

  it('on mobile, lists the methods as buttons, the chosen one pressed', async () => {
    restore = setWidth(true);
    const onChange = vi.fn();
    renderUi(
      <PaymentMethodSelect
        label="Payment method"
        methods={METHODS}
        value="paypal"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(group.querySelectorAll('button')).toHaveLength(METHODS.length);
    expect(screen.getByRole('button', { name: 'PayPal' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'ACH' }));
    expect(onChange).toHaveBeenCalledWith('ach');
  });

  it('reports an icon that fails to load and shows no icon for it', () => {
    restore = setWidth(true);
    const onIconError = vi.fn();
    const { container } = renderUi(
      <PaymentMethodSelect
        label="Payment method"
        methods={[{ id: 'paypal', name: 'PayPal', iconUrl: 'https://cdn.example/paypal.png' }]}
        value={null}
        onChange={() => {}}
        onIconError={onIconError}
      />,
    );
    const image = container.querySelector('img');
    if (!image) throw new Error('no icon image');
    fireEvent.error(image);
    expect(onIconError).toHaveBeenCalledWith('paypal');
    expect(container.querySelector('img, [data-method-icon]')).toBeNull();
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeInTheDocument();
  });

  it.each([
    ['desktop', false],
    ['mobile', true],
  ])('has no axe violations on %s', async (_name, mobile) => {
    restore = setWidth(mobile);
    renderUi(
      <PaymentMethodSelect
        label="Payment method"
        methods={METHODS}
        value="ach"
        onChange={() => {}}
      />,
    );
    await expectNoAxeViolations();
  });
});
