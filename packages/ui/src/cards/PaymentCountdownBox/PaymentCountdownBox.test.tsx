import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, expectRootProps, renderUi } from '../../../test/render';
import { PaymentCountdownBox, type PaymentCountdownBoxLabels } from './PaymentCountdownBox';

const labels: PaymentCountdownBoxLabels = {
  title: 'Next payment',
  daysLeft: (n) => `${n} days left`,
  threshold: (amount) => `Threshold: ${amount}`,
  thresholdHint: 'Paid once you reach it',
  thresholdHintButton: 'About the threshold',
  revenueLink: 'See your revenue',
  noDate: 'No payment date yet',
};

afterEach(() => vi.useRealTimers());

describe('PaymentCountdownBox', () => {
  it('shows the days left and the threshold in USD with two decimals, like every amount', () => {
    renderUi(<PaymentCountdownBox daysToPayment={12} paymentThreshold={100} labels={labels} />);
    expect(screen.getByText('12 days left')).toBeInTheDocument();
    expect(screen.getByText('Threshold: $100.00')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says no date is set when there is none, and still shows the threshold and the link', () => {
    renderUi(
      <PaymentCountdownBox
        daysToPayment={null}
        paymentThreshold={100}
        labels={labels}
        revenueHref="/analytics/1/last_28_days/revenue"
      />,
    );
    expect(screen.getByText('Next payment')).toBeInTheDocument();
    expect(screen.getByText('No payment date yet')).toBeInTheDocument();
    expect(screen.queryByText(/days left/)).not.toBeInTheDocument();
    expect(screen.getByText('Threshold: $100.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your revenue' })).toBeInTheDocument();
  });

  it('opens the threshold hint on click and closes it after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderUi(<PaymentCountdownBox daysToPayment={3} paymentThreshold={100} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'About the threshold' }));
    expect(await screen.findByText('Paid once you reach it')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Paid once you reach it')).not.toBeInTheDocument();
  });

  it('links to the revenue when given a path', () => {
    renderUi(
      <PaymentCountdownBox
        daysToPayment={3}
        paymentThreshold={100}
        labels={labels}
        revenueHref="/analytics/1/last_28_days/revenue"
      />,
    );
    expect(screen.getByRole('link', { name: 'See your revenue' })).toHaveAttribute(
      'href',
      '/analytics/1/last_28_days/revenue',
    );
  });

  it('takes className and passes other props to its root', () => {
    expectRootProps(
      <PaymentCountdownBox daysToPayment={12} paymentThreshold={100} labels={labels} />,
    );
  });

  it('has no axe violations', async () => {
    renderUi(
      <PaymentCountdownBox
        daysToPayment={3}
        paymentThreshold={100}
        labels={labels}
        revenueHref="/analytics"
      />,
    );
    await expectNoAxeViolations();
  });
});
