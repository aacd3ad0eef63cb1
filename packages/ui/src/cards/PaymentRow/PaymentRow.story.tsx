import type { Story, StoryMeta } from '../../story';
import { PaymentList } from './PaymentList';
import { PaymentRow, type PaymentRowData } from './PaymentRow';

export default { title: 'Cards/Payment row' } satisfies StoryMeta;

const labels = {
  date: 'Date',
  amount: 'Amount',
  method: 'Method',
  status: 'Status',
  reference: 'Reference',
};
const methods: Record<string, string> = {
  paypal: 'PayPal',
  wiretransfer: 'Wire transfer',
  ach: 'ACH',
};
const statuses: Record<string, string> = { paid: 'Paid', pending: 'Pending', failed: 'Failed' };

const payments: PaymentRowData[] = [
  {
    uuid: 'a1',
    paidAt: '2026-10-15T09:30:00Z',
    amountPaidValue: 1834.27,
    amountPaidCurrency: 'USD',
    paymentMethod: 'paypal',
    simpleStatus: 'paid',
    reference: 'PP-7731-0925',
  },
  {
    uuid: 'a2',
    paidAt: '2026-09-15T09:30:00Z',
    amountPaidValue: 1520.0,
    amountPaidCurrency: 'EUR',
    paymentMethod: 'wiretransfer',
    simpleStatus: 'paid',
    reference: 'WT-2026-09-4410',
  },
  {
    uuid: 'a3',
    paidAt: '2026-08-14T09:30:00Z',
    amountPaidValue: 98.5,
    amountPaidCurrency: 'USD',
    paymentMethod: 'ach',
    simpleStatus: 'pending',
    reference: null,
  },
  {
    uuid: 'a4',
    paidAt: '2026-07-15T09:30:00Z',
    amountPaidValue: 410.0,
    amountPaidCurrency: 'USD',
    paymentMethod: 'paypal',
    simpleStatus: 'failed',
    reference: 'PP-5521-0726',
  },
];

function rows(list: PaymentRowData[]) {
  return list.map((p) => (
    <PaymentRow
      key={p.uuid}
      payment={p}
      labels={labels}
      methodLabel={methods[p.paymentMethod] ?? p.paymentMethod}
      statusLabel={statuses[p.simpleStatus] ?? p.simpleStatus}
    />
  ));
}

export const List: Story = () => (
  <PaymentList label="Payments" columns={labels}>
    {rows(payments)}
  </PaymentList>
);
export const SinglePayment: Story = () => (
  <PaymentList label="Payments">{rows(payments.slice(0, 1))}</PaymentList>
);
