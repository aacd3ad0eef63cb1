import type { PaymentMethodField } from './payment-field-label';
import { Select } from '@creator/ui';
import { Radio, Group, TextInput } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { paymentFieldLabel } from './payment-field-label';

/** The chosen method's fields: text, radio or select, under `fields.<name>` in the form. */
export function MethodFields({
  fields,
  values,
  errors,
  required,
  disabled,
  onChange,
}: {
  fields: readonly PaymentMethodField[];
  values: Record<string, string>;
  errors: Record<string, unknown>;
  required: boolean;
  disabled: (name: string) => boolean;
  onChange: (name: string, value: string) => void;
}) {
  const { t } = useT();
  return fields.map((f) => {
    const error = errors[`fields.${f.name}`];
    const common = {
      label: paymentFieldLabel(t, f.name),
      required,
      error: typeof error === 'string' ? error : undefined,
      disabled: disabled(f.name),
    };
    const value = values[f.name] ?? '';
    if (f.type === 'radio')
      return (
        <Radio.Group key={f.name} {...common} value={value} onChange={(v) => onChange(f.name, v)}>
          <Group mt={6}>
            {f.options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} disabled={common.disabled} />
            ))}
          </Group>
        </Radio.Group>
      );
    if (f.type === 'select')
      return (
        <Select
          key={f.name}
          {...common}
          data={f.options}
          value={value || null}
          onChange={(v) => onChange(f.name, v ?? '')}
        />
      );
    return (
      <TextInput
        key={f.name}
        {...common}
        type={f.name === 'paypalEmail' ? 'email' : 'text'}
        value={value}
        onChange={(event) => onChange(f.name, event.currentTarget.value)}
      />
    );
  });
}
