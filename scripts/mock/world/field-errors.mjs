// The 422 answers' field errors: a code of the contract's `FieldErrorCode` and a human
// message, never a validator's wording. `refused` (writes.mjs) and the gateway's request
// check (mock/refusals.mjs) both build their `errors` and `codes` here.

/** The human message of each field error code (the contract's `FieldErrorCode`). */
export const FIELD_ERROR_MESSAGES = {
  blank: 'This field is required.',
  invalid_email: 'Enter a valid email address.',
  invalid_date: 'Enter a valid date.',
  future_date: 'The date cannot be in the future.',
  too_young: 'You must be at least 13 years old.',
  invalid_iban: 'Enter a valid IBAN.',
  invalid_routing_number: 'Enter a valid routing number: the 9 digits of your bank.',
  invalid_account_number: 'Enter a valid account number, in digits only.',
  invalid_swift: 'Enter a valid SWIFT/BIC code: 8 or 11 letters and digits.',
  invalid_format: 'This value is not in the expected format.',
  invalid_type: 'This value is not of the expected type.',
  too_short: 'This value is too short.',
  too_long: 'This value is too long.',
  not_in_list: 'Choose one of the offered values.',
  country_required: 'Country is required for this payment method.',
  method_not_available: 'This payment method is not available in your country.',
  not_a_question: 'This is not a question of this form.',
  unknown_field: 'This field is not accepted here.',
  taken: 'This is already in use.',
  not_allowed: 'This is not possible here.',
  mismatch: 'This value does not match.',
  invalid: 'This value is not valid.',
};

/**
 * The `errors` and `codes` of a 422 body from `{path: [issue]}`, an issue being a code
 * (its message from the table) or `{code, message}` (a message of its own).
 */
export function fieldErrors(issues) {
  const errors = {};
  const codes = {};
  for (const [path, list] of Object.entries(issues))
    for (const issue of list) {
      const { code, message } =
        typeof issue === 'string' ? { code: issue, message: FIELD_ERROR_MESSAGES[issue] } : issue;
      if (!(code in FIELD_ERROR_MESSAGES)) throw new Error(`Unknown field error code "${code}"`);
      (errors[path] ??= []).push(message ?? FIELD_ERROR_MESSAGES[code]);
      (codes[path] ??= []).push(code);
    }
  return { errors, codes };
}
