import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { formatTierRange, RevenueTierTable } from './RevenueTierTable';

const labels = { caption: 'Revenue tiers', range: 'Monthly revenue', percentage: 'Your share' };
const tiers = [
  { minAmount: 0, maxAmount: 1000, percentage: 70 },
  { minAmount: 1000, maxAmount: null, percentage: 82.5 },
];

describe('RevenueTierTable', () => {
  it.each([
    ['bounded', { minAmount: 0, maxAmount: 1000, percentage: 70 }, '$0.00 – $1,000.00'],
    ['open-ended', { minAmount: 10000, maxAmount: null, percentage: 80 }, '$10,000.00 – ∞'],
    ['missing max', { minAmount: 5, percentage: 80 }, '$5.00 – ∞'],
  ])('formats a %s range', (_name, tier, want) => {
    expect(formatTierRange(tier)).toBe(want);
  });

  it('lists each bracket with its share in a captioned table', () => {
    renderUi(<RevenueTierTable tiers={tiers} labels={labels} />);
    const table = screen.getByRole('table', { name: 'Revenue tiers' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('$1,000.00 – ∞');
    expect(rows[2]).toHaveTextContent('82.5%');
    expect(within(table).getByRole('columnheader', { name: 'Your share' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderUi(<RevenueTierTable tiers={tiers} labels={labels} />);
    await expectNoAxeViolations();
  });
});
