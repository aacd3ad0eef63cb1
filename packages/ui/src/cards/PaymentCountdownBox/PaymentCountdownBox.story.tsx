import type { Story, StoryMeta } from '../../story';
import { PaymentCountdownBox, type PaymentCountdownBoxLabels } from './PaymentCountdownBox';

export default { title: 'Cards/Payment countdown box' } satisfies StoryMeta;

const labels: PaymentCountdownBoxLabels = {
  title: 'Next payment',
  daysLeft: (n) => (n === 1 ? '1 day left' : `${n} days left`),
  threshold: (amount) => `Payment threshold: ${amount}`,
  thresholdHint:
    'Earnings are paid once your balance reaches the threshold; smaller amounts carry over to the next month.',
  thresholdHintButton: 'About the payment threshold',
  revenueLink: 'See your revenue',
  noDate: 'The next payment date is not set yet.',
};

export const WithRevenueLink: Story = () => (
  <PaymentCountdownBox
    daysToPayment={12}
    paymentThreshold={100}
    labels={labels}
    revenueHref="#/analytics/1001/last_28_days/revenue"
  />
);
export const NoYoutubeAccount: Story = () => (
  <PaymentCountdownBox daysToPayment={1} paymentThreshold={49.6} labels={labels} />
);
export const NoDateYet: Story = () => (
  <PaymentCountdownBox
    daysToPayment={null}
    paymentThreshold={100}
    labels={labels}
    revenueHref="#/analytics/1001/last_28_days/revenue"
  />
);
