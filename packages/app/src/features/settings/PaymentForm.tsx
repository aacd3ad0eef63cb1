import {
  payoneerRegistrationLinkQuery,
  payoneerResetLinkQuery,
  updatePaymentDetailsMutation,
  type Company,
  type CustomQuestion,
  type PaymentDetails,
  type PaymentMethod,
} from '@creator/api-client';
import {
  CurrencySelect,
  PaymentMethodSelect,
  Select,
  showFailureNotice,
  showSuccessNotice,
} from '@creator/ui';
import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import {
  issueMessages,
  onlyBlanks,
  placeServerErrors,
  type FormErrors,
} from '../../forms/field-errors';
import { FormStatus, focusFirstError, statusOf, type SaveFailure } from '../../forms/FormStatus';
import { EMPTY_AS_NULL, emptyAsNull, inputProps } from '../../forms/input-props';
import { SaveButton } from './SaveButton';
import { useT } from '../../i18n/i18n';
import { safeUrl } from '../../security/safe-url';
import { useServices } from '../../session/services';
import { useUser } from '../../session/session';
import { apiLabel } from '../../i18n/api-labels';
import { SETTINGS_METHOD_KEYS, VAT_TYPE_KEYS } from '../../i18n/translation-keys';
import { MethodFields } from './MethodFields';
import { PaypalBlock } from './PaypalBlock';
import { PayoneerBlock } from './PayoneerBlock';
import { QuestionFields } from './QuestionFields';
import {
  errorsAfterMethodChange,
  fieldsFor,
  paymentBody,
  paymentErrorField,
  paymentValues,
  paypalState,
  validatePayment,
  visibleFields,
  type PaymentValues,
} from './payment-form-rules';
import { FormFrame } from '../../forms/FormFrame';

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

/** The payment form (spec sections 2, 4 and 5); with `byProvider`, without the method the provider holds. */
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
  const { client, leave } = useServices();
  const queryClient = useQueryClient();
  const user = useUser();
  const integration = company.features.paypalApiIntegration;
  const form = useForm<PaymentValues>({
    initialValues: paymentValues(saved, methods, questions),
    enhanceGetInputProps: emptyAsNull,
  });
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [leaving, setLeaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useMutation(updatePaymentDetailsMutation(client));
  const method = methods.find((m) => m.id === form.values.paymentMethod);
  // A method the country (changed above the form) no longer offers: the user picks another.
  const notOffered = form.values.paymentMethod !== '' && !method;
  const notOfferedMessage = notOffered ? t('field_errors.method_not_available') : undefined;
  const shown = visibleFields(method, form.values, integration);
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
    // Messages no field carries were about saving the old method's details, now dropped.
    setFailure((last) => last && { ...last, unplaced: [] });
  };

  const fail = (kind: 'incomplete' | 'refused', errors: FormErrors, unplaced: string[] = []) => {
    form.setErrors(errors);
    const headline =
      kind === 'incomplete' ? t('settings.provide_all_info') : t('settings.correct_the_fields');
    setFailure({ headline, unplaced });
    focusFirstError(formRef.current);
  };

  /** Checks every field, then saves; `then` runs after a successful save (a redirect). */
  const submit = (then?: () => Promise<void> | void) => {
    const values = form.getValues();
    const issues = validatePayment(values, {
      requireCountry: company.requireCountry,
      countryCode,
      requirePaymentDetails: company.requirePaymentDetails,
      method,
      paypalIntegration: integration,
      questions,
      byProvider,
    });
    const clientErrors = issueMessages(t, issues);
    const { countryCode: countryIssue, ...fieldIssues } = clientErrors;
    onCountryError(countryIssue ?? null);
    if (Object.keys(issues).length)
      return fail(onlyBlanks(issues) ? 'incomplete' : 'refused', fieldIssues);
    form.clearErrors();
    setFailure(null);
    save.mutate(paymentBody(values, company.features.vat, questions, saved, byProvider), {
      onSuccess: async () => {
        form.setInitialValues(values);
        form.reset();
        showSuccessNotice({ message: t('settings.saved_successfully') });
        if (then) {
          setLeaving(true);
          try {
            await then();
          } catch {
            showFailureNotice({ message: t('settings.save_failed') });
          } finally {
            setLeaving(false);
          }
        } else onSaved?.();
      },
      onError: (refusal) => {
        const fieldNames = (method?.fields ?? []).map((f) => f.name);
        const sent = questions.map((q) => q.uuid);
        const { errors, unplaced } = placeServerErrors(
          refusal,
          (path) => paymentErrorField(path, fieldNames, sent),
          t,
        );
        const { countryCode: countryText, ...fieldErrors } = errors;
        if (countryText) onCountryError(countryText);
        const placed = Object.keys(errors).length > 0 || unplaced.length > 0;
        fail('refused', fieldErrors, placed ? unplaced : [t('settings.save_failed')]);
      },
    });
  };

  const leaveTo = async (load: () => Promise<{ url: string }>) => {
    const target = safeUrl((await load()).url);
    if (!target) throw new Error('unsafe url');
    leave(target);
  };
  const registrationLink = () =>
    leaveTo(() =>
      queryClient.fetchQuery({ ...payoneerRegistrationLinkQuery(client), staleTime: 0 }),
    );
  const resetLink = () =>
    leaveTo(() => queryClient.fetchQuery({ ...payoneerResetLinkQuery(client), staleTime: 0 }));
  const runLink = (link: () => Promise<void>) => {
    setLeaving(true);
    link().catch(() => {
      setLeaving(false);
      showFailureNotice({ message: t('settings.save_failed') });
    });
  };

  const vatTypeLabel = (type: string) =>
    type in VAT_TYPE_KEYS ? t(VAT_TYPE_KEYS[type as keyof typeof VAT_TYPE_KEYS]) : type;

  return (
    <FormFrame ref={formRef} maw={760} onSubmit={submit}>
      {byProvider ? (
        <Text>{t('payment_form.provider_note', { company: company.name })}</Text>
      ) : (
        <>
          <PaymentMethodSelect
            label={t('payment_form.payment_method')}
            placeholder={t('payment_form.payment_method_placeholder')}
            methods={options}
            value={method?.id ?? null}
            onChange={chooseMethod}
            required
            error={form.errors.paymentMethod ?? notOfferedMessage}
          />
          <CurrencySelect
            label={t('payment_form.currency')}
            currencies={company.currencies.map((code) => ({ code }))}
            {...inputProps(form, 'currencyCode', EMPTY_AS_NULL)}
          />
          {method?.id === 'paypal' && integration ? (
            <PaypalBlock
              state={paypalState(saved.paypalEmail, user.paypalEmailVerifiedAt)}
              email={saved.paypalEmail ?? ''}
              connecting={save.isPending || leaving}
              onConnect={() =>
                submit(() => {
                  const target = safeUrl(user.connectWithPaypalUrl);
                  if (!target) throw new Error('unsafe url');
                  leave(target);
                })
              }
            />
          ) : null}
          {method?.id === 'payoneer' ? (
            <PayoneerBlock
              status={user.payoneerPayeeStatus}
              busy={save.isPending || leaving}
              onContinue={() => submit(registrationLink)}
              onUpdate={() => runLink(registrationLink)}
              onReset={() => runLink(resetLink)}
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
      )}
      {company.features.vat ? (
        <Stack gap="md">
          <Select
            label={t('payment_form.vat_type')}
            data={company.vatTypes.map((type) => ({ value: type, label: vatTypeLabel(type) }))}
            {...inputProps(form, 'vatType', EMPTY_AS_NULL)}
            clearable
          />
          <TextInput label={t('payment_form.vat_id')} {...inputProps(form, 'vatId')} />
        </Stack>
      ) : null}
      <QuestionFields questions={questions} language={user.language} form={form} />
      <FormStatus
        messages={statusOf(failure, Object.keys(form.errors).length > 0 || countryError !== null)}
      />
      <SaveButton loading={save.isPending} />
    </FormFrame>
  );
}
