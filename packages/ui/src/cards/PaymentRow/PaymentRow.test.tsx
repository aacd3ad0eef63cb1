import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { PaymentList } from './PaymentList';
import { PaymentRow, type PaymentRowData } from './PaymentRow';

const labels = {
  date: 'Date',
  amount: 'Amount',
  method: 'Method',
  status: 'Status',
  reference: 'Reference',
};
const payment = {
  uuid: 'a1',
  paidAt: '2026-10-15T09:30:00Z',
  amountPaidValue: 1834.27,
  amountPaidCurrency: 'USD',
  paymentMethod: 'paypal',
  simpleStatus: 'paid',
  reference: 'PP-7731',
};

function renderRow(overrides: Partial<PaymentRowData> = {}) {
  return renderUi(
    <PaymentList label="Payments">
      <PaymentRow
        payment={{ ...payment, ...overrides }}
        labels={labels}
        methodLabel="PayPal"
        statusLabel="Paid"
      />
    </PaymentList>,
  );
}

describe('PaymentRow', () => {
  it('shows what it is given as extra under its fields, inside its list item', async () => {
    renderUi(
      <PaymentList label="Payments">
        <PaymentRow
          payment={payment}
          labels={labels}
          methodLabel="PayPal"
          statusLabel="Paid"
          extra={<a href="/earnings/youtube/2026-09-01">For September 2026</a>}
        />
      </PaymentList>,
    );
    const item = within(screen.getByRole('list', { name: 'Payments' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'For September 2026' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('puts a column header above the list when given the columns, hidden from screen readers', () => {
    const { container } = renderUi(
      <PaymentList label="Payments" columns={labels}>
        <PaymentRow payment={payment} labels={labels} methodLabel="PayPal" statusLabel="Paid" />
      </PaymentList>,
    );
    const header = container.querySelector('[aria-hidden="true"]');
    expect(header?.textContent).toBe('DateAmountMethodStatusReference');
    expect(screen.getByRole('list', { name: 'Payments' })).toBeInTheDocument();
  });

  it('shows each value under its column name, the date as MMM D, YYYY', () => {
    renderRow();
    const list = screen.getByRole('list', { name: 'Payments' });
    const item = within(list).getByRole('listitem');
    // The text a reader gets: the method's icon is decorative (aria-hidden).
    const values = within(item)
      .getAllByRole('definition')
      .map((dd) => {
        const copy = dd.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[aria-hidden]').forEach((hidden) => hidden.remove());
        return copy.textContent;
      });
    expect(
      within(item)
        .getAllByRole('term')
        // Each name is there twice: visually hidden (wide screens) and shown (mobile), one displayed at a time.
        .map((dt) => dt.firstElementChild?.textContent),
    ).toEqual(Object.values(labels));
    expect(values).toEqual(['Oct 15, 2026', '$1,834.27', 'PayPal', 'Paid', 'PP-7731']);
  });

  it('shows other currencies with their ISO code and N/A for no reference', () => {
    renderRow({ amountPaidValue: 1520, amountPaidCurrency: 'EUR', reference: null });
    expect(screen.getByText(/1,520\.00.*EUR/)).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('keeps the separator of every row but the last in its stylesheet (a list, not a grid of cards)', () => {
    // jsdom applies no CSS, so check the rule itself; the e2e payments test measures it.
    const css = readFileSync(join(__dirname, 'PaymentRow.module.css'), 'utf8');
    expect(css).toMatch(/\.row:last-child\s*\{\s*border-bottom: none;/);
    expect(css).not.toMatch(/nth-last-child/);
  });

  it("shows the method's icon beside its name", () => {
    const { container } = renderRow();
    expect(container.querySelector('[data-method-icon="paypal"]')).not.toBeNull();
    expect(screen.getByText('PayPal')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderRow();
    await expectNoAxeViolations();
  });
});
