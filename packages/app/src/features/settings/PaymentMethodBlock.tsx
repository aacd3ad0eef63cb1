import type { Company, PaymentDetails, PaymentMethod } from '@creator/api-client';
import { CurrencySelect, PaymentMethodSelect } from '@creator/ui';
import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { EMPTY_AS_NULL, inputProps } from '../../forms/input-props';
import { apiLabel } from '../../i18n/api-labels';
import { useT } from '../../i18n/i18n';
import { SETTINGS_METHOD_KEYS } from '../../i18n/translation-keys';
import { useUser } from '../../session/session';
import { MethodFields } from './MethodFields';
import {
  errorsAfterMethodChange,
  fieldsFor,
  paypalState,
  visibleFields,
  type PaymentValues,
} from './payment-form-rules';
import { PayoneerBlock } from './PayoneerBlock';
import { PaypalBlock } from './PaypalBlock';
import { usePaymentLinks } from './use-payment-links';

type PaymentFormState = UseFormReturnType<PaymentValues>;

/** The payment method and its details: the user's part of the payment form, when it has one. */
export function PaymentMethodBlock(props: {
  form: PaymentFormState;
  company: Company;
  saved: PaymentDetails;
  methods: PaymentMethod[];
  method: PaymentMethod | undefined;
  /** Saves the form; `then` runs after a successful save. */
  submit: (then?: () => Promise<void>) => void;
  saving: boolean;
  /** The user picked another method. */
  onMethodChange: () => void;
}) {
  return (
    <>
      <MethodChoice {...props} />
      <MethodDetails {...props} />
    </>
  );
}

/** The method select and the currency select. */
function MethodChoice({
  form,
  company,
  saved,
  methods,
  method,
  onMethodChange,
}: {
  form: PaymentFormState;
  company: Company;
  saved: PaymentDetails;
  methods: PaymentMethod[];
  method: PaymentMethod | undefined;
  onMethodChange: () => void;
}) {
  const { t } = useT();
  // A method the country (changed above the form) no longer offers: the user picks another.
  const notOffered = form.values.paymentMethod !== '' && !method;
  const options = useMemo(
    () => methods.map((m) => ({ id: m.id, name: apiLabel(t, SETTINGS_METHOD_KEYS, m.id, m.name) })),
    [methods, t],
  );

  const chooseMethod = (id: string) => {
    if (id === form.values.paymentMethod) return;
    const next = methods.find((m) => m.id === id);
    const kept = errorsAfterMethodChange(form.errors);
    form.setValues({ paymentMethod: id, fields: fieldsFor(next, saved) });
    // setValues clears every error; the other fields' errors still hold.
    form.setErrors(kept);
    onMethodChange();
  };

  return (
    <>
      <PaymentMethodSelect
        label={t('payment_form.payment_method')}
        placeholder={t('payment_form.payment_method_placeholder')}
        methods={options}
        value={method?.id ?? null}
        onChange={chooseMethod}
        required
        error={
          form.errors.paymentMethod ??
          (notOffered ? t('field_errors.method_not_available') : undefined)
        }
      />
      <CurrencySelect
        label={t('payment_form.currency')}
        currencies={company.currencies.map((code) => ({ code }))}
        {...inputProps(form, 'currencyCode', EMPTY_AS_NULL)}
      />
    </>
  );
}

/** The chosen method's details: PayPal's or Payoneer's block, then its fields. */
function MethodDetails({
  form,
  company,
  saved,
  method,
  submit,
  saving,
}: {
  form: PaymentFormState;
  company: Company;
  saved: PaymentDetails;
  method: PaymentMethod | undefined;
  submit: (then?: () => Promise<void>) => void;
  saving: boolean;
}) {
  const user = useUser();
  const links = usePaymentLinks();
  const integration = company.features.paypalApiIntegration;
  const shown = visibleFields(method, form.values, integration);
  const busy = saving || links.leaving;
  return (
    <>
      {method?.id === 'paypal' && integration ? (
        <PaypalBlock
          state={paypalState(saved.paypalEmail, user.paypalEmailVerifiedAt)}
          email={saved.paypalEmail ?? ''}
          connecting={busy}
          onConnect={() => submit(links.afterSave(links.connectPaypal))}
        />
      ) : null}
      {method?.id === 'payoneer' ? (
        <PayoneerBlock
          status={user.payoneerPayeeStatus}
          busy={busy}
          onContinue={() => submit(links.afterSave(links.registrationLink))}
          onUpdate={links.run(links.registrationLink)}
          onReset={links.run(links.resetLink)}
        />
      ) : null}
      {shown.length ? (
        // One column, as wide as the selects above: a field per row.
        <Stack gap="md">
          <MethodFields
            fields={shown}
            form={form}
            required={company.requirePaymentDetails}
            disabled={(name) => name === 'paypalEmail' && integration}
          />
        </Stack>
      ) : null}
    </>
  );
}
