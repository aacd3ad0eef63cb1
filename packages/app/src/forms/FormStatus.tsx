import { Alert } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { TFunction } from '../i18n/i18n';
import { onlyBlanks, type FieldIssues, type FormErrors } from './field-errors';
import { retryLaterText } from './rate-limit';

/** A failed save as the form keeps it until its cause is gone. */
export interface SaveFailure {
  /**
   * The headline: 'provide all info' for the form's own check, 'correct the fields' for a
   * refusal that names fields; none when nothing is to correct (a 500, no network).
   */
  headline: string | null;
  /** Messages no field carries (a server error without fields, unknown field names). */
  unplaced: string[];
}

/**
 * The lines of the last failed save's banner, while its cause lasts: fields still marked (an
 * error goes when its field changes or is dropped), or messages no field carries. Once the
 * user has dealt with every marked field the banner goes too, without waiting for the next save.
 */
export function statusOf(failure: SaveFailure | null, hasFieldErrors: boolean): string[] {
  if (!failure || (!hasFieldErrors && !failure.unplaced.length)) return [];
  return failure.headline ? [failure.headline, ...failure.unplaced] : failure.unplaced;
}

/**
 * The failure of the form's own check (docs/product-rules.md#settings-profile: a client error reads 'provide all
 * info'): that the marked fields are required when only blanks are found, otherwise that they
 * must be completed or corrected (a format).
 */
export function checkFailure(t: TFunction, issues: FieldIssues): SaveFailure {
  return {
    headline: onlyBlanks(issues)
      ? t('settings.provide_all_info')
      : t('settings.provide_valid_info'),
    unplaced: [],
  };
}

/**
 * The failure of a refused save, from what {@link placeServerErrors} placed: 'correct the
 * fields' with the messages no field carries when the server named something to correct;
 * only 'could not be saved, try again' when it named nothing (a 500, no network), since
 * nothing is to correct then; for too many saves (a 429, `refusal`), how long to wait, and
 * for a save attempted offline, that it was not sent and to save again once online.
 */
export function refusalFailure(
  t: TFunction,
  { errors, unplaced }: { errors: FormErrors; unplaced: string[] },
  refusal?: unknown,
): SaveFailure {
  const limited = retryLaterText(t, refusal);
  if (limited) return { headline: null, unplaced: [limited] };
  const named = Object.keys(errors).length > 0 || unplaced.length > 0;
  return named
    ? { headline: t('settings.correct_the_fields'), unplaced }
    : { headline: null, unplaced: [t('settings.save_failed')] };
}

/**
 * Every form's status block: the message of a failed save (a title, if any, and its lines),
 * announced to screen readers, and scrolled into view when it appears (at the end of a long
 * form or of an overlay that scrolls, it would otherwise show cut at the edge, or not at
 * all); nothing without one. A long word (a file name, a URL) wraps instead of overflowing.
 */
export function FormStatus({
  title,
  messages,
}: {
  title?: ReactNode;
  messages: readonly string[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const text = messages.join('\n');
  useEffect(() => {
    if (text) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [text]);
  if (!messages.length) return null;
  return (
    <Alert
      ref={box}
      color="red"
      role="alert"
      variant="light"
      title={title}
      style={{ overflowWrap: 'anywhere' }}
    >
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}

/**
 * A marked field: an input or a radio group (`RadioChoices`) marked invalid, or the error of
 * Mantine's `Radio.Group` (which marks neither the group nor its radios).
 */
const MARKED = '[aria-invalid="true"], .mantine-RadioGroup-error';

/**
 * Moves focus to the first field the form marked (after React has rendered the errors); for a
 * radio group, its checked radio, else its first (the one Tab would reach).
 */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const marked = form?.querySelector<HTMLElement>(MARKED);
    const group = marked?.matches('[role="radiogroup"], .mantine-RadioGroup-error')
      ? marked.closest('[role="radiogroup"], .mantine-RadioGroup-root')
      : null;
    const field = group
      ? (group.querySelector<HTMLElement>('input[type="radio"]:checked') ??
        group.querySelector<HTMLElement>('input[type="radio"]'))
      : marked;
    field?.focus();
  });
}
