// Bank detail formats of the payment settings, one rule for the app (which checks them before
// saving, through @creator/api-client) and the server (the mock reads this file as it is, so
// it is plain JavaScript): a value the form accepts is one the server accepts, with the same
// code when it is refused.

/** @param {string} value Spaces and dashes, which people type to group digits, left out. */
const compact = (value) => String(value).replace(/[\s-]/g, '');

/**
 * A US ABA routing number: 9 digits whose checksum holds (3, 7 and 1 times the digits in turn
 * add up to a multiple of 10).
 * @param {string} value
 * @returns {boolean}
 */
export function isRoutingNumber(value) {
  const digits = compact(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1];
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * weights[i % 3], 0);
  return sum % 10 === 0;
}

/**
 * A bank account number of `min` to `max` digits.
 * @param {number} min
 * @param {number} max
 * @returns {(value: string) => boolean}
 */
const accountNumber = (min, max) => (value) =>
  new RegExp(`^\\d{${min},${max}}$`).test(compact(value));

/**
 * A SWIFT/BIC code (ISO 9362): 4 letters of the bank, 2 of its country, 2 letters or digits of
 * its place, optionally 3 of its branch (8 or 11 in all), either case.
 * @param {string} value
 * @returns {boolean}
 */
export function isSwift(value) {
  return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(value).toUpperCase());
}

/**
 * The fields checked per payment method, each with its rule and the code of a refused value:
 * a US account number has 4 to 17 digits, a Japanese one 7.
 * @type {Record<string, Record<string, [(value: string) => boolean, 'invalid_routing_number' | 'invalid_account_number' | 'invalid_swift']>>}
 */
export const BANK_FIELD_RULES = {
  ach: {
    routingNumber: [isRoutingNumber, 'invalid_routing_number'],
    accountNumber: [accountNumber(4, 17), 'invalid_account_number'],
  },
  wire_transfer: { swift: [isSwift, 'invalid_swift'] },
  jp_wire_transfer: { accountNumber: [accountNumber(7, 7), 'invalid_account_number'] },
};

/**
 * What is wrong with a filled method field's value: its code, or null when it is fine or the
 * field has no format rule.
 * @param {string | undefined} method
 * @param {string} field
 * @param {string} value
 * @returns {'invalid_routing_number' | 'invalid_account_number' | 'invalid_swift' | null}
 */
export function bankFieldIssue(method, field, value) {
  const rule = method === undefined ? undefined : BANK_FIELD_RULES[method]?.[field];
  return rule && !rule[0](value) ? rule[1] : null;
}
