import {
  MAX_LENGTH,
  type Company,
  type CustomQuestion,
  type PaymentDetails,
  type PaymentMethod,
} from '@creator/api-client';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFrame } from '../../forms/FormFrame';
import { FormStatus, statusOf } from '../../forms/FormStatus';
import { fieldLimits, withLimits } from '../../forms/input-props';
import { useLeaveGuard } from '../../forms/use-leave-guard';
import { useT } from '../../i18n/i18n';
import { useUser } from '../../session/session';
import { paymentValues, type PaymentValues } from './payment-form-rules';
import { PaymentMethodBlock } from './PaymentMethodBlock';
import { QuestionFields } from './QuestionFields';
import { SaveButton } from './SaveButton';
import { usePaymentSave } from './use-payment-save';
import { VatFields } from './VatFields';

/**
 * The payment fields stop at the contract's limits: a method's own field (`fields.<name>`) at
 * its named field's or any other property's, `answers.<uuid>` at an answer's.
 */
const limits = withLimits(
  fieldLimits(MAX_LENGTH.PaymentForm, {
    fields: MAX_LENGTH.PaymentForm,
    answers: MAX_LENGTH.CustomQuestionAnswer.answer,
  }),
);

/** Props of {@link PaymentForm}. */
export interface PaymentFormProps {
  company: Company;
  /** The company's payment provider holds the method (payment mode `provider`). */
  byProvider?: boolean;
  saved: PaymentDetails;
  methods: PaymentMethod[];
  questions: CustomQuestion[];
  /** The user's country (saved by the country select above the form). */
  countryCode: string | null;
  /** The country select's error (it counts as a marked field for the form's banner). */
  countryError: string | null;
  /** Sets the country select's error, from the last save. */
  onCountryError: (message: string | null) => void;
  onSaved?: () => void;
}

/**
 * The payment form (docs/product-rules.md#settings-payment); with `byProvider`, without the method the
 * provider holds. Leaving it with an unsaved edit asks first.
 */
export function PaymentForm({
  company,
  byProvider = false,
  saved,
  methods,
  questions,
  countryCode,
  countryError,
  onCountryError,
  onSaved,
}: PaymentFormProps) {
  const { t } = useT();
  const user = useUser();
  const form = useForm<PaymentValues>({
    initialValues: paymentValues(saved, methods, questions),
    enhanceGetInputProps: limits,
  });
  const method = methods.find((m) => m.id === form.values.paymentMethod);
  const { formRef, failure, submit, dropUnplaced, saving } = usePaymentSave(form, {
    company,
    byProvider,
    saved,
    questions,
    method,
    countryCode,
    onCountryError,
    onSaved,
    release: () => guard.release(),
  });
  // An edit not saved yet is not lost without a question (a reload, another page, Back);
  // while it is being saved, the question says leaving will not stop it.
  const guard = useLeaveGuard(form.isDirty(), { sending: saving });
  const marked = Object.keys(form.errors).length > 0 || countryError !== null;

  return (
    <FormFrame ref={formRef} maw={760} onSubmit={submit}>
      {byProvider ? (
        <Text>{t('payment_form.provider_note', { company: company.name })}</Text>
      ) : (
        <PaymentMethodBlock
          form={form}
          company={company}
          saved={saved}
          methods={methods}
          method={method}
          submit={submit}
          saving={saving}
          onMethodChange={dropUnplaced}
        />
      )}
      {company.features.vat ? <VatFields form={form} vatTypes={company.vatTypes} /> : null}
      <QuestionFields questions={questions} language={user.language} form={form} />
      <SaveButton loading={saving} />
      {/* Below Save: appearing, it never pushes Save out of sight. */}
      <FormStatus messages={statusOf(failure, marked)} />
      {guard.dialog}
    </FormFrame>
  );
}
