import type { Account } from '@creator/api-client';
import dayjs from 'dayjs';

/** The account the payment box's revenue link points at: the first authed YouTube account. */
export function revenueAccount(accounts: readonly Account[] | undefined): Account | null {
  return (
    accounts?.find((a) => a.accountType === 'youtube' && a.authenticationStatus === 'authed') ??
    null
  );
}

/** The payment month as the locale names it ('November 2026'; '11月 2026' in Japanese); '' when unknown. */
export function paymentMonthLabel(month: string | null | undefined, locale: string): string {
  if (!month) return '';
  const date = dayjs(month);
  return date.isValid() ? date.locale(locale).format('MMMM YYYY') : '';
}
