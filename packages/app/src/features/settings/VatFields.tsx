import { Select } from '@creator/ui';
import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EMPTY_AS_NULL, inputProps } from '../../forms/input-props';
import { useT } from '../../i18n/i18n';
import { VAT_TYPE_KEYS } from '../../i18n/translation-keys';
import type { PaymentValues } from './payment-form-rules';

/** The VAT type (of the company's list) and the VAT id, for a company that asks for VAT. */
export function VatFields({
  form,
  vatTypes,
}: {
  form: UseFormReturnType<PaymentValues>;
  vatTypes: readonly string[];
}) {
  const { t } = useT();
  const vatTypeLabel = (type: string) =>
    type in VAT_TYPE_KEYS ? t(VAT_TYPE_KEYS[type as keyof typeof VAT_TYPE_KEYS]) : type;
  return (
    <Stack gap="md">
      <Select
        label={t('payment_form.vat_type')}
        data={vatTypes.map((type) => ({ value: type, label: vatTypeLabel(type) }))}
        {...inputProps(form, 'vatType', EMPTY_AS_NULL)}
        clearable
      />
      <TextInput label={t('payment_form.vat_id')} {...inputProps(form, 'vatId')} />
    </Stack>
  );
}
