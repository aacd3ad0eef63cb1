import type { PaymentMethod } from '@creator/api-client';
import type { TFunction } from '../../i18n/i18n';
import { PAYMENT_FIELD_KEYS } from '../../i18n/translation-keys';

export type PaymentMethodField = PaymentMethod['fields'][number];

/** A method field's label: its translation when known, else its name in words (`bankName` -> 'Bank name'). */
export function paymentFieldLabel(t: TFunction, name: string): string {
  if (Object.hasOwn(PAYMENT_FIELD_KEYS, name))
    return t(PAYMENT_FIELD_KEYS[name as keyof typeof PAYMENT_FIELD_KEYS]);
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
