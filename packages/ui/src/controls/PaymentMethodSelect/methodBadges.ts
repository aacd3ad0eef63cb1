/** Payment methods with a built-in icon (product spec section 3). */
export const METHOD_BADGES: Record<string, { text: string; color: string }> = {
  ach: { text: 'ACH', color: '#2b8a3e' },
  billcom: { text: 'bill', color: '#f76707' },
  check: { text: 'CHK', color: '#495057' },
  epayments: { text: 'eP', color: '#1971c2' },
  gpay: { text: 'G', color: '#4285f4' },
  jp_wire_transfer: { text: '¥', color: '#c92a2a' },
  papara: { text: 'pp', color: '#212529' },
  payoneer: { text: 'P', color: '#ff4800' },
  paypal: { text: 'PP', color: '#003087' },
  qiwi: { text: 'Q', color: '#f08c00' },
  wire_transfer: { text: 'WIRE', color: '#364fc7' },
  yandex: { text: 'Я', color: '#e03131' },
};
