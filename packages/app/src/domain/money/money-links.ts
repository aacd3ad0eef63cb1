import type { Payment, YoutubeEarning } from '@creator/api-client';

type EarningLink = Pick<
  YoutubeEarning,
  'month' | 'userPayment' | 'paymentStatus' | 'preferredCurrencyIsoCode'
> & {
  userEarningInPreferredCurrency: Pick<
    YoutubeEarning['userEarningInPreferredCurrency'],
    'unpaidBalance'
  >;
};
type PaymentLink = Pick<
  Payment,
  'paidAt' | 'amountPaidValue' | 'amountPaidCurrency' | 'simpleStatus'
>;

/** Same amount to the cent (the API writes amounts with two decimals). */
const sameAmount = (a: number | null, b: number | null) =>
  a !== null && b !== null && Math.round(a * 100) === Math.round(b * 100);

/**
 * Whether `payment` is the one made (or attempted) for the earnings month, as the contract ties
 * them: a paid month's `userPayment` is a `paid` payment of the same date, amount and currency;
 * a failed month has a `failed` payment instead, of its payable amount (its unpaid balance in
 * its currency), made after the month.
 */
export function paidFor(payment: PaymentLink, earning: EarningLink): boolean {
  const paid = earning.userPayment;
  if (paid)
    return (
      payment.simpleStatus === 'paid' &&
      payment.paidAt.slice(0, 10) === paid.paidDate &&
      payment.amountPaidCurrency === paid.paidCurrency &&
      sameAmount(payment.amountPaidValue, paid.paidAmount)
    );
  return (
    earning.paymentStatus.key === 'failed' &&
    payment.simpleStatus === 'failed' &&
    payment.paidAt.slice(0, 10) > earning.month &&
    payment.amountPaidCurrency === earning.preferredCurrencyIsoCode &&
    sameAmount(payment.amountPaidValue, earning.userEarningInPreferredCurrency.unpaidBalance)
  );
}

/** The payment made for an earnings month; null when none was (yet). */
export function paymentOfMonth<P extends PaymentLink>(
  earning: EarningLink,
  payments: readonly P[],
): P | null {
  return payments.find((payment) => paidFor(payment, earning)) ?? null;
}

/** The earnings month (`YYYY-MM-01`) a payment was made for; null for other payments. */
export function monthOfPayment(
  payment: PaymentLink,
  earnings: readonly EarningLink[],
): string | null {
  return earnings.find((earning) => paidFor(payment, earning))?.month ?? null;
}

/** The payments page's month (`YYYY-MM-01`) that lists a payment (its UTC transaction date). */
export const paymentsMonthOf = (payment: Pick<Payment, 'paidAt'>) =>
  `${payment.paidAt.slice(0, 7)}-01`;
