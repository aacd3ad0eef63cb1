import type { PaymentMethodOption } from './types';

/** Every method with a built-in icon, named as the payment settings list them. */
export const METHODS: PaymentMethodOption[] = [
  { id: 'paypal', name: 'PayPal' },
  { id: 'payoneer', name: 'Payoneer' },
  { id: 'wire_transfer', name: 'Wire transfer' },
  { id: 'jp_wire_transfer', name: 'Japanese bank transfer' },
  { id: 'ach', name: 'ACH' },
  { id: 'check', name: 'Check' },
  { id: 'billcom', name: 'Bill.com' },
  { id: 'epayments', name: 'ePayments' },
  { id: 'gpay', name: 'Google Pay' },
  { id: 'papara', name: 'Papara' },
  { id: 'qiwi', name: 'QIWI' },
  { id: 'yandex', name: 'YooMoney (Yandex)' },
];
