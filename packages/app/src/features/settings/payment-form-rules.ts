import { bankFieldIssue } from '@creator/api-client';
import type {
  CustomQuestion,
  PaymentDetails,
  PaymentForm,
  PaymentMethod,
  User,
  WidgetDetails,
} from '@creator/api-client';
import type { FieldIssues, FormErrors } from '../../forms/field-errors';
import { answerField } from '../../forms/field-errors';
import { isEmail, isIban } from '../../forms/formats';

export { isPaymentQuestion } from './profile-rules';

/** The payment form's values: fixed fields, the method's fields and answers by question uuid. */
export interface PaymentValues {
  paymentMethod: string;
  currencyCode: string;
  vatType: string;
  vatId: string;
  fields: Record<string, string>;
  answers: Record<string, string>;
}

/** Whether the settings show the payment tab (docs/product-rules.md#settings-payment). */
export const hasPaymentTab = (user: Pick<User, 'hasYoutubePaymentsAccess' | 'hasPaymentsAccess'>) =>
  user.hasYoutubePaymentsAccess || user.hasPaymentsAccess;

export { paymentMode, type PaymentMode } from './payment-mode';

/** The widget's frame URL and missing-details flag for a provider. */
export function widgetOf(
  details: WidgetDetails,
  provider: 'tipalti' | 'payment-rails',
): { url: string | null; missing: boolean } {
  return provider === 'tipalti'
    ? { url: details.tipaltiIframeUrl, missing: details.missingTipaltiDetails }
    : { url: details.paymentRailsIframeUrl, missing: details.missingPaymentRailsDetails };
}

/** The method's fields as shown: epaymentsRecipientId once a recipient type is chosen; paypalEmail hidden while empty with the PayPal integration. */
export function visibleFields(
  method: PaymentMethod | undefined,
  values: Pick<PaymentValues, 'fields'>,
  paypalIntegration: boolean,
): PaymentMethod['fields'] {
  if (!method) return [];
  return method.fields.filter((f) => {
    if (f.name === 'epaymentsRecipientId') return !blank(values.fields.epaymentsRecipientType);
    if (f.name === 'paypalEmail' && paypalIntegration) return !blank(values.fields.paypalEmail);
    return true;
  });
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** A method's fields with the saved values when it is the saved method, else empty. */
export function fieldsFor(
  method: PaymentMethod | undefined,
  saved: PaymentDetails | null,
): Record<string, string> {
  const same = saved && method && saved.paymentMethod === method.id;
  return Object.fromEntries(
    (method?.fields ?? []).map((f) => [f.name, same ? String(saved[f.name] ?? '') : '']),
  );
}

/**
 * The errors that outlive a change of payment method: not the method's own, nor those of the
 * old method's fields, which the change drops (docs/product-rules.md#settings-payment).
 */
export function errorsAfterMethodChange(errors: Record<string, unknown>): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' &&
        entry[0] !== 'paymentMethod' &&
        !entry[0].startsWith('fields.'),
    ),
  );
}

/** The saved details as form values (the method's fields only). */
export function paymentValues(
  saved: PaymentDetails,
  methods: readonly PaymentMethod[],
  questions: readonly Pick<CustomQuestion, 'uuid'>[],
): PaymentValues {
  const method = methods.find((m) => m.id === saved.paymentMethod);
  return {
    paymentMethod: method?.id ?? '',
    currencyCode: saved.currencyCode ?? '',
    vatType: saved.vatType ?? '',
    vatId: saved.vatId ?? '',
    fields: fieldsFor(method, saved),
    answers: Object.fromEntries(
      questions.map((q) => [
        q.uuid,
        saved.customQuestionAnswers.find((a) => a.customQuestionUuid === q.uuid)?.answer ?? '',
      ]),
    ),
  };
}

/** What the payment check needs to know besides the values. */
export interface PaymentCheck {
  requireCountry: boolean;
  countryCode: string | null;
  requirePaymentDetails: boolean;
  method: PaymentMethod | undefined;
  paypalIntegration: boolean;
  questions: readonly Pick<CustomQuestion, 'uuid' | 'required'>[];
  /** The company's payment provider holds the method (mode `provider`): none is asked. */
  byProvider?: boolean;
}

/** The method fields whose format the client checks, with the code of a bad value. */
const FORMATS: Record<string, [(value: string) => boolean, FieldIssues[string]]> = {
  paypalEmail: [isEmail, 'invalid_email'],
  iban: [isIban, 'invalid_iban'],
};

/** What is wrong with a filled method field: its format (email, IBAN, bank details); null when fine. */
function formatIssue(method: string | undefined, field: string, value: string) {
  const format = FORMATS[field];
  if (format && !format[0](value)) return format[1];
  // The server's own rule (routing and account numbers, SWIFT/BIC), with its codes.
  return bankFieldIssue(method, field, value);
}

/**
 * The client check before saving (docs/product-rules.md#settings-payment): every field at once,
 * with the formats of emails, IBANs, routing and account numbers and SWIFT/BIC codes, and a
 * method the user's country does not offer.
 */
export function validatePayment(values: PaymentValues, check: PaymentCheck): FieldIssues {
  const issues: FieldIssues = {};
  if (check.requireCountry && blank(check.countryCode ?? '')) issues.countryCode = 'blank';
  if (check.byProvider) {
    // The provider holds the method and its fields.
  } else if (blank(values.paymentMethod)) issues.paymentMethod = 'blank';
  else if (!check.method) issues.paymentMethod = 'method_not_available';
  for (const f of visibleFields(check.method, values, check.paypalIntegration)) {
    const value = values.fields[f.name] ?? '';
    if (blank(value)) {
      if (check.requirePaymentDetails) issues[`fields.${f.name}`] = 'blank';
      continue;
    }
    const issue = formatIssue(check.method?.id, f.name, value);
    if (issue) issues[`fields.${f.name}`] = issue;
  }
  for (const q of check.questions)
    if (q.required && blank(values.answers[q.uuid])) issues[`answers.${q.uuid}`] = 'blank';
  return issues;
}

/**
 * The updatePaymentDetails body: fixed fields, the chosen method's fields, the answers in
 * order. With `byProvider` (the provider holds the method) no method, currency or method field.
 */
export function paymentBody(
  values: PaymentValues,
  showVat: boolean,
  questions: readonly Pick<CustomQuestion, 'uuid'>[],
  saved: PaymentDetails,
  byProvider = false,
): PaymentForm {
  const orNull = (value: string) => (blank(value) ? null : value.trim());
  const body: Record<string, unknown> = {
    ...(byProvider
      ? {}
      : { paymentMethod: values.paymentMethod, currencyCode: orNull(values.currencyCode) }),
    ...(showVat ? { vatType: orNull(values.vatType), vatId: orNull(values.vatId) } : {}),
  };
  // An empty field is null: the contract types (an email, say) have no empty string.
  if (!byProvider)
    for (const [name, value] of Object.entries(values.fields)) body[name] = orNull(value);
  body.customQuestionAnswers = questions.map((q) => {
    const id = saved.customQuestionAnswers.find((a) => a.customQuestionUuid === q.uuid)?.id;
    return {
      customQuestionUuid: q.uuid,
      answer: (values.answers[q.uuid] ?? '').trim(),
      ...(id ? { id } : {}),
    };
  });
  return body as PaymentForm;
}

const FIXED_FIELDS = ['paymentMethod', 'currencyCode', 'vatType', 'vatId', 'countryCode'];

/**
 * The form field of a server path of updatePaymentDetails: a method field goes under
 * `fields.`, an answer to its question (null when the form has none).
 */
export function paymentErrorField(
  path: string,
  methodFields: readonly string[],
  sentQuestions: readonly string[],
): string | null {
  if (FIXED_FIELDS.includes(path)) return path;
  if (methodFields.includes(path)) return `fields.${path}`;
  return answerField(path, sentQuestions);
}

/** The PayPal block's state (docs/product-rules.md#settings-payment). */
export type PaypalState = 'connect' | 'unverified' | 'verified';

export function paypalState(
  savedEmail: string | null | undefined,
  verifiedAt: string | null,
): PaypalState {
  if (blank(savedEmail ?? '')) return 'connect';
  return verifiedAt ? 'verified' : 'unverified';
}

/** The Payoneer status 'N/A' means not registered. */
export const PAYONEER_NOT_REGISTERED = 'N/A';
