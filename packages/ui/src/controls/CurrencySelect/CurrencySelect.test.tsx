import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { CurrencySelect } from './CurrencySelect';

const CURRENCIES = [{ code: 'USD', name: 'US dollar' }, { code: 'EUR' }];

describe('CurrencySelect', () => {
  it('lists the currencies and hands back the chosen code', async () => {
    const onChange = vi.fn();
    renderUi(
      <CurrencySelect label="Currency" currencies={CURRENCIES} value="USD" onChange={onChange} />,
    );
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD – US dollar');
    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(screen.getByRole('option', { name: 'EUR' }));
    expect(onChange).toHaveBeenCalledWith('EUR');
  });

  it.each([
    ['one currency', { currencies: [{ code: 'USD' }] }],
    ['no currency', { currencies: [] }],
  ])('renders nothing with %s', (_name, { currencies }) => {
    renderUi(
      <CurrencySelect label="Currency" currencies={currencies} value={null} onChange={() => {}} />,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText('Currency')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderUi(
      <CurrencySelect label="Currency" currencies={CURRENCIES} value="EUR" onChange={() => {}} />,
    );
    await expectNoAxeViolations();
  });
});
