import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { MoneyLine, showsPreferredCurrency } from './MoneyLine';

describe('MoneyLine', () => {
  it('shows USD as $ with two digits', () => {
    renderUi(<MoneyLine label="Net revenue" usd={1834.2} />);
    expect(screen.getByText('Net revenue')).toBeInTheDocument();
    expect(screen.getByText('$1,834.20')).toBeInTheDocument();
  });

  it('adds the preferred currency with its ISO code when it differs from USD', () => {
    renderUi(<MoneyLine usd={10} preferred={9.25} preferredCurrency="EUR" />);
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText(/9\.25.*EUR/)).toBeInTheDocument();
  });

  it('shows one amount when the preferred currency is USD', () => {
    renderUi(<MoneyLine usd={10} preferred={10} preferredCurrency="usd" />);
    expect(screen.getAllByText(/10\.00/)).toHaveLength(1);
    expect(screen.queryByText(/USD/)).not.toBeInTheDocument();
  });

  it('shows N/A for a missing amount', () => {
    renderUi(<MoneyLine label="Carry-over" usd={null} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it.each([
    ['EUR', true],
    ['USD', false],
    ['', false],
    [null, false],
  ])('showsPreferredCurrency(%s) is %s', (given, want) => {
    expect(showsPreferredCurrency(given)).toBe(want);
  });

  it('has no axe violations', async () => {
    renderUi(
      <MoneyLine label="Amount paid" usd={5} preferred={4.5} preferredCurrency="GBP" emphasis />,
    );
    await expectNoAxeViolations();
  });
});
