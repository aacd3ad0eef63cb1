import type { ReactNode } from 'react';

/** A payment method the user can choose. */
export interface PaymentMethodOption {
  /** Method id, e.g. 'paypal' or 'wire_transfer'; picks the built-in icon. */
  id: string;
  /** Display name, e.g. 'PayPal'. */
  name: string;
  /** Optional image URL that replaces the built-in icon. */
  iconUrl?: string;
}

/** Props of {@link PaymentMethodSelect}. */
export interface PaymentMethodSelectProps {
  /** Field label, e.g. 'Payment method'. */
  label: string;
  /** Methods to offer. */
  methods: readonly PaymentMethodOption[];
  /** Selected method id, or null. */
  value: string | null;
  /** Called with the chosen method id. */
  onChange: (methodId: string) => void;
  /** Called when a method's image fails to load (for error reporting); it then shows no icon. */
  onIconError?: (methodId: string) => void;
  /** Placeholder while empty (desktop). */
  placeholder?: string;
  /** Error message under the field. */
  error?: ReactNode;
  /** Marks the field required. @default false */
  required?: boolean;
}
