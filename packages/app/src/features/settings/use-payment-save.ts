import {
  updatePaymentDetailsMutation,
  type Company,
  type CustomQuestion,
  type PaymentDetails,
  type PaymentMethod,
} from '@creator/api-client';
import { showSuccessNotice } from '@creator/ui';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { issueMessages, placeServerErrors, type FormErrors } from '../../forms/field-errors';
import {
  checkFailure,
  focusFirstError,
  refusalFailure,
  type SaveFailure,
} from '../../forms/FormStatus';
import { useT } from '../../i18n/i18n';
import { useShown } from '../../lib/use-shown';
import { showSaveFailureNotice } from '../../forms/save-failure-notice';
import { useServices } from '../../session/services';
import {
  paymentBody,
  paymentErrorField,
  validatePayment,
  type PaymentValues,
} from './payment-form-rules';

/** What saving the payment form needs besides its values. */
export interface PaymentSaveOptions {
  company: Company;
  byProvider: boolean;
  saved: PaymentDetails;
  questions: CustomQuestion[];
  /** The chosen method (none when the country no longer offers the one in the form). */
  method: PaymentMethod | undefined;
  countryCode: string | null;
  /** Sets the country select's error (it sits above the form). */
  onCountryError: (message: string | null) => void;
  onSaved?: () => void;
  /** Lets the navigation after a save leave without the leave guard's question. */
  release?: () => void;
}

/**
 * Saving the payment form: every field checked, then the mutation. A failure marks the fields
 * (the country's goes to the select above the form), keeps the status block's headline and
 * the messages no field carries, and focuses the first marked field.
 */
export function usePaymentSave(
  form: UseFormReturnType<PaymentValues>,
  options: PaymentSaveOptions,
) {
  const { company, byProvider, saved, questions, method, countryCode, onCountryError } = options;
  const { t } = useT();
  const { client } = useServices();
  const save = useMutation(updatePaymentDetailsMutation(client));
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shown = useShown();

  const fail = (errors: FormErrors, failed: SaveFailure) => {
    form.setErrors(errors);
    setFailure(failed);
    focusFirstError(formRef.current);
  };

  const refused = (refusal: unknown) => {
    const fieldNames = (method?.fields ?? []).map((f) => f.name);
    const sent = questions.map((q) => q.uuid);
    const placed = placeServerErrors(
      refusal,
      (path) => paymentErrorField(path, fieldNames, sent),
      t,
    );
    const { countryCode: countryText, ...fieldErrors } = placed.errors;
    const failed = refusalFailure(t, placed, refusal);
    if (!shown()) return showSaveFailureNotice(t, failed);
    if (countryText) onCountryError(countryText);
    fail(fieldErrors, failed);
  };

  /** Checks every field, then saves; `then` runs after a successful save (a redirect). */
  const submit = (then?: () => Promise<void>) => {
    const values = form.getValues();
    const issues = validatePayment(values, {
      requireCountry: company.requireCountry,
      countryCode,
      requirePaymentDetails: company.requirePaymentDetails,
      method,
      paypalIntegration: company.features.paypalApiIntegration,
      questions,
      byProvider,
    });
    const { countryCode: countryIssue, ...fieldIssues } = issueMessages(t, issues);
    onCountryError(countryIssue ?? null);
    if (Object.keys(issues).length) return fail(fieldIssues, checkFailure(t, issues));
    form.clearErrors();
    setFailure(null);
    // From the request's promise: mutate's own callbacks are skipped while no rendered component
    // listens to the mutation (a click before the form's effects ran, or the form gone): the
    // notice and the provider's page the user asked for follow even then, the next page of the
    // app only from the form still on screen.
    void save
      .mutateAsync(paymentBody(values, company.features.vat, questions, saved, byProvider))
      .then(async () => {
        // What was typed is saved: the redirect or page change that may follow asks nothing.
        options.release?.();
        form.setInitialValues(values);
        form.reset();
        showSuccessNotice({ message: t('settings.saved_successfully') });
        if (then) await then();
        else if (shown()) options.onSaved?.();
      }, refused);
  };

  /** Messages no field carries were about saving the old method's details: a new method drops them. */
  const dropUnplaced = () => setFailure((last) => last && { ...last, unplaced: [] });

  return { formRef, failure, submit, dropUnplaced, saving: save.isPending };
}
