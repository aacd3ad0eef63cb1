import type { Payment } from '@creator/api-client';
import type { CsvTable } from '../../lib/csv';
import { ALL_MONTHS } from './payment-rules';

/** The texts of the payments CSV: column names and the labels of methods and statuses. */
export interface PaymentsCsvLabels {
  date: string;
  amount: string;
  currency: string;
  method: string;
  status: string;
  reference: string;
  methodLabel: (method: Payment['paymentMethod']) => string;
  statusLabel: (status: Payment['simpleStatus']) => string;
}

/**
 * One row per payment: the transaction date (ISO, UTC as the API writes it), the amount as a
 * plain number (empty when missing) with its currency code in a column of its own, the method,
 * the status and the reference, as the list shows them.
 */
export function paymentsCsv(payments: readonly Payment[], labels: PaymentsCsvLabels): CsvTable {
  return {
    header: [
      labels.date,
      labels.amount,
      labels.currency,
      labels.method,
      labels.status,
      labels.reference,
    ],
    rows: payments.map((payment) => [
      payment.paidAt.slice(0, 10),
      payment.amountPaidValue,
      payment.amountPaidCurrency,
      labels.methodLabel(payment.paymentMethod),
      labels.statusLabel(payment.simpleStatus),
      payment.reference,
    ]),
  };
}

/**
 * The file's name, after what it holds: a month (`payments-2026-10.csv`), or for every month
 * the years its payments span (`payments-2026.csv`, `payments-2025-2026.csv`).
 */
export function paymentsFilename(
  payments: readonly Pick<Payment, 'paidAt'>[],
  month: string,
): string {
  if (month !== ALL_MONTHS) return `payments-${month.slice(0, 7)}.csv`;
  const years = payments.map((payment) => payment.paidAt.slice(0, 4)).sort();
  const first = years[0];
  const last = years[years.length - 1];
  if (first === undefined || last === undefined) return 'payments.csv';
  return first === last ? `payments-${first}.csv` : `payments-${first}-${last}.csv`;
}
