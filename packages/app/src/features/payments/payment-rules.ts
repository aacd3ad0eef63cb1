import type { Account, Payment } from '@creator/api-client';
import { formatMonthYear } from '@creator/ui';
import dayjs from 'dayjs';

/** The account the payment box's revenue link points at: the first authed YouTube account. */
export function revenueAccount(accounts: readonly Account[] | undefined): Account | null {
  return (
    accounts?.find((a) => a.accountType === 'youtube' && a.authenticationStatus === 'authed') ??
    null
  );
}

/** The payment month as the locale names it ('November 2026'; '2026年11月' in Japanese); '' when unknown. */
export function paymentMonthLabel(month: string | null | undefined, locale: string): string {
  if (!month || !dayjs(month).isValid()) return '';
  return formatMonthYear(month, locale);
}

/** The payments month route value for every month. */
export const ALL_MONTHS = 'all';

/** The month (`YYYY-MM-01`) of a payment's transaction date, in UTC as the API writes it. */
export function paymentMonth(payment: Pick<Payment, 'paidAt'>): string {
  return `${payment.paidAt.slice(0, 7)}-01`;
}

/** The months that have payments, newest first, for the selector after 'All months'. */
export function paymentMonths(payments: readonly Pick<Payment, 'paidAt'>[]): string[] {
  return [...new Set(payments.map(paymentMonth))].sort().reverse();
}

/** Whether the selector offers `month`: 'all', or a month that has payments. */
export function isListedMonth(months: readonly string[], month: string): boolean {
  return month === ALL_MONTHS || months.includes(month);
}

/** The payments of a month, or all of them for `all`. */
export function paymentsOfMonth<P extends Pick<Payment, 'paidAt'>>(
  payments: readonly P[],
  month: string,
): P[] {
  return month === ALL_MONTHS ? [...payments] : payments.filter((p) => paymentMonth(p) === month);
}

/** A total received in one currency. */
export interface CurrencyTotal {
  currency: string;
  amount: number;
}

/**
 * What was received per currency: the `paid` payments summed per currency (to the cent, so
 * float noise does not show), in the order the currencies first appear. Missing amounts count
 * as nothing. Shown with the currency's own digits, as the rows are (docs/product-rules.md#payments).
 */
export function totalsPerCurrency(
  payments: readonly Pick<Payment, 'amountPaidValue' | 'amountPaidCurrency' | 'simpleStatus'>[],
): CurrencyTotal[] {
  const cents = new Map<string, number>();
  for (const payment of payments) {
    if (payment.simpleStatus !== 'paid' || payment.amountPaidValue === null) continue;
    const currency = payment.amountPaidCurrency;
    cents.set(currency, (cents.get(currency) ?? 0) + Math.round(payment.amountPaidValue * 100));
  }
  return [...cents].map(([currency, total]) => ({ currency, amount: total / 100 }));
}
