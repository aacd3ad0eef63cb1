import type { PaymentMethodField } from './payment-field-label';
import { Select } from '@creator/ui';
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CHOICE, EMPTY_AS_NULL, inputProps } from '../../forms/input-props';
import { RadioChoices } from '../../forms/RadioChoices';
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
      return (
        <RadioChoices key={key} {...common} {...inputProps(form, path, CHOICE)} options={options} />
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
