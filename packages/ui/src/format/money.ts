import { notApplicableText } from './notApplicable';
import { numberFormat } from './numberFormat';
import { DEFAULT_LOCALE, toFiniteNumber } from './numbers';

function digits(amount: number, locale: string, fractionDigits: number): string {
  return numberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(Math.abs(amount));
}

function withCurrency(amount: number, currency: string, text: string, fractionDigits: number) {
  // Rounded first, so -0.001 prints as `$0.00`, not `-$0.00`.
  const sign = Number(amount.toFixed(fractionDigits)) < 0 ? '-' : '';
  const code = currency.trim().toUpperCase();
  // USD shows '$' in front with no space; every other currency shows its ISO code after
  // (docs/product-rules.md#formats-limits-and-constants).
  return code === 'USD' ? `${sign}$${text}` : `${sign}${text} ${code}`;
}

/**
 * An amount of money: USD `$1,234.56` (`-$5.00` when negative), others `1,234.56 EUR`.
 * 'N/A' when the amount is missing or not a number. `fractionDigits` is 2 except where the
 * spec says otherwise (payment totals: 1, `$1,234.6`).
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: string,
  locale = DEFAULT_LOCALE,
  fractionDigits = 2,
): string {
  const value = toFiniteNumber(amount);
  if (value === null) return notApplicableText();
  return withCurrency(value, currency, digits(value, locale, fractionDigits), fractionDigits);
}

/**
 * A dollar amount rounded to the whole dollar, for revenue on cards only (docs/product-rules.md#formats-limits-and-constants):
 * `1234.56` -> `$1,235`. 'N/A' when missing. Other dollar amounts use {@link formatMoney}.
 */
export function formatWholeDollars(
  amount: number | null | undefined,
  locale = DEFAULT_LOCALE,
): string {
  const value = toFiniteNumber(amount);
  if (value === null) return notApplicableText();
  const rounded = Math.round(value);
  return withCurrency(rounded, 'USD', digits(rounded, locale, 0), 0);
}
