import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A failed save as the form keeps it until its cause is gone. */
export interface SaveFailure {
  /** The headline ('provide all info' or 'correct the fields'). */
  headline: string;
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
  return [failure.headline, ...failure.unplaced];
}

/**
 * Every form's status block: the message of a failed save (a title, if any, and its lines),
 * announced to screen readers; nothing without one.
 */
export function FormStatus({
  title,
  messages,
}: {
  title?: ReactNode;
  messages: readonly string[];
}) {
  if (!messages.length) return null;
  return (
    <Alert color="red" role="alert" variant="light" title={title}>
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}

/** Moves focus to the first field the form marked (after React has rendered the errors). */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  });
}
