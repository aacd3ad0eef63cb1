import { Group } from '@mantine/core';
import { Select } from '../Select';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../theme';
import { MethodIcon } from './MethodIcon';
import { MethodMenuList } from './MethodMenuList';

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

/**
 * The payment method of the payment settings, with an icon per method. At 767 px and
 * below the methods show as a list of large buttons instead of a dropdown.
 */
export function PaymentMethodSelect(props: PaymentMethodSelectProps) {
  const isMobile = useIsMobile();
  if (isMobile) return <MethodMenuList {...props} />;
  const { methods, value, onChange, onIconError, ...field } = props;
  const selected = methods.find((method) => method.id === value);
  const icon = (method: PaymentMethodOption) => (
    <MethodIcon methodId={method.id} iconUrl={method.iconUrl} onIconError={onIconError} />
  );
  return (
    <Select
      {...field}
      data={methods.map((method) => ({ value: method.id, label: method.name }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      leftSection={selected ? icon(selected) : null}
      leftSectionWidth={44}
      renderOption={({ option }) => {
        const method = methods.find((m) => m.id === option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            {method ? icon(method) : null}
            {option.label}
          </Group>
        );
      }}
    />
  );
}
