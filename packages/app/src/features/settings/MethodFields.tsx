import type { PaymentMethodField } from './payment-field-label';
import { Select } from '@creator/ui';
import { Radio, Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CHOICE, EMPTY_AS_NULL, inputProps } from '../../forms/input-props';
import { useT } from '../../i18n/i18n';
import { apiLabel } from '../../i18n/api-labels';
import { PAYMENT_OPTION_KEYS } from '../../i18n/translation-keys';
import { paymentFieldLabel } from './payment-field-label';

/** The chosen method's fields: text, radio or select, under `fields.<name>` in the form. */
export function MethodFields<Values extends { fields: Record<string, string> }>({
  fields,
  form,
  required,
  disabled,
}: {
  fields: readonly PaymentMethodField[];
  form: UseFormReturnType<Values>;
  required: boolean;
  disabled: (name: string) => boolean;
}) {
  const { t } = useT();
  return fields.map((f) => {
    const path = `fields.${f.name}`;
    const key = form.key(path);
    const options = f.options.map((o) => ({
      value: o.value,
      label: apiLabel(t, PAYMENT_OPTION_KEYS, `${f.name}.${o.value}`, o.label),
    }));
    // A field the user cannot change (the PayPal email PayPal gives) is not marked required.
    const locked = disabled(f.name);
    const common = {
      label: paymentFieldLabel(t, f.name),
      required: required && !locked,
      disabled: locked,
    };
    if (f.type === 'radio') {
      const input = inputProps(form, path, CHOICE);
      // One Tab stop for the group: with none chosen, Chromium stops on every radio of it, so
      // only the first is in the tab order (the arrows still move between them).
      const chosen = options.some((o) => o.value === input.value);
      return (
        <Radio.Group key={key} {...common} {...input}>
          <Group mt={6}>
            {options.map((o, index) => (
              <Radio
                key={o.value}
                value={o.value}
                label={o.label}
                disabled={common.disabled}
                tabIndex={chosen || index === 0 ? undefined : -1}
              />
            ))}
          </Group>
        </Radio.Group>
      );
    }
    if (f.type === 'select')
      return (
        <Select key={key} {...common} data={options} {...inputProps(form, path, EMPTY_AS_NULL)} />
      );
    return (
      <TextInput
        key={key}
        {...common}
        type={f.name === 'paypalEmail' ? 'email' : 'text'}
        {...inputProps(form, path)}
      />
    );
  });
}
