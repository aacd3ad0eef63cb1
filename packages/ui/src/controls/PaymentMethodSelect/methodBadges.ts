/**
 * Payment methods with a built-in icon (docs/product-rules.md#settings-payment). Each colour gives its white
 * text WCAG AA contrast (4.5:1; methodBadges.test.ts checks it).
 */
export const METHOD_BADGES: Record<string, { text: string; color: string }> = {
  ach: { text: 'ACH', color: '#29823a' },
  billcom: { text: 'bill', color: '#c25007' },
  check: { text: 'CHK', color: '#495057' },
  epayments: { text: 'eP', color: '#1971c2' },
  gpay: { text: 'G', color: '#3871d2' },
  jp_wire_transfer: { text: '¥', color: '#c92a2a' },
  papara: { text: 'pp', color: '#212529' },
  payoneer: { text: 'P', color: '#d43c00' },
  paypal: { text: 'PP', color: '#003087' },
  qiwi: { text: 'Q', color: '#a76200' },
  wire_transfer: { text: 'WIRE', color: '#364fc7' },
  yandex: { text: 'Я', color: '#d93030' },
};
