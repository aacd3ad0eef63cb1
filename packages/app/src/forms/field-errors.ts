import { isApiError, type FieldErrorCode } from '@creator/api-client';
import type { TFunction } from '../i18n/i18n';
import { FIELD_ERROR_KEYS } from '../i18n/translation-keys';

/** Form errors: a form field (`email`, `fields.iban`, `answers.<uuid>`) to its message. */
export type FormErrors = Record<string, string>;

/** A client check's findings: a form field to the code of what is wrong with it. */
export type FieldIssues = Record<string, FieldErrorCode>;

const known = (code: string): code is FieldErrorCode => Object.hasOwn(FIELD_ERROR_KEYS, code);

/**
 * The text of one field error (docs/product-rules.md#settings-profile): the translated message of its code, the
 * server's message only for a code the app does not know (or none).
 */
export function fieldErrorText(t: TFunction, code: string | undefined, fallback: string): string {
  return code !== undefined && known(code) ? t(FIELD_ERROR_KEYS[code]) : fallback;
}

/** A client check's codes as the form's messages (the same texts as the server's errors). */
export function issueMessages(t: TFunction, issues: FieldIssues): FormErrors {
  return Object.fromEntries(
    Object.entries(issues).map(([f, code]) => [f, t(FIELD_ERROR_KEYS[code])]),
  );
}

/** Whether every finding is an empty required field ('provide all info', not 'correct the fields'). */
export const onlyBlanks = (issues: FieldIssues) =>
  Object.values(issues).every((code) => code === 'blank');

const ANSWER_PATH = /^customQuestionAnswers\[(\d+)\]\.(?:answer|customQuestionUuid)$/;

/** The form field of a custom answer's path (`customQuestionAnswers[n].answer`): `answers.<uuid>` of the n-th sent question. */
export function answerField(path: string, sentQuestions: readonly string[]): string | null {
  const match = ANSWER_PATH.exec(path);
  const uuid = match ? sentQuestions[Number(match[1])] : undefined;
  return uuid ? `answers.${uuid}` : null;
}

/**
 * A refused save's field errors placed on the form: `place` gives the form field of a server
 * path (null when the form has none). Each error's text comes from its code
 * ({@link fieldErrorText}); texts for the same field are joined. Returns the placed errors and
 * the texts no field carries (for the form's status block).
 */
export function placeServerErrors(
  error: unknown,
  place: (path: string) => string | null,
  t: TFunction,
): { errors: FormErrors; unplaced: string[] } {
  const errors: FormErrors = {};
  const unplaced: string[] = [];
  if (!isApiError(error)) return { errors, unplaced };
  const paths = new Set([...Object.keys(error.fieldErrors), ...Object.keys(error.fieldCodes)]);
  for (const path of paths) {
    const messages = error.fieldErrors[path] ?? [];
    const codes = error.fieldCodes[path] ?? [];
    const texts = Array.from({ length: Math.max(messages.length, codes.length) }, (_, i) =>
      fieldErrorText(t, codes[i], messages[i] ?? t('settings.correct_the_fields')),
    );
    const text = [...new Set(texts)].join(' ');
    const field = place(path);
    if (field) errors[field] = errors[field] ? `${errors[field]} ${text}` : text;
    else unplaced.push(text);
  }
  return { errors, unplaced };
}
