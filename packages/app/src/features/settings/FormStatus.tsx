import { Alert } from '@mantine/core';

/** What the last save attempt said: nothing, 'provide all info' (client) or 'correct the fields' (server). */
export type FormStatusKind = 'none' | 'incomplete' | 'refused';

/** A failed save as the form keeps it until its cause is gone. */
export interface SaveFailure {
  kind: Exclude<FormStatusKind, 'none'>;
  /** The headline ('provide all info' or 'correct the fields'). */
  headline: string;
  /** Messages no field carries (a server error without fields, unknown field names). */
  unplaced: string[];
}

const NO_STATUS: { kind: FormStatusKind; messages: string[] } = { kind: 'none', messages: [] };

/**
 * The banner of the last failed save, while its cause lasts: fields still marked (an error
 * goes when its field changes or is dropped), or messages no field carries. Once the user has
 * dealt with every marked field the banner goes too, without waiting for the next save.
 */
export function statusOf(
  failure: SaveFailure | null,
  hasFieldErrors: boolean,
): { kind: FormStatusKind; messages: string[] } {
  if (!failure || (!hasFieldErrors && !failure.unplaced.length)) return NO_STATUS;
  return { kind: failure.kind, messages: [failure.headline, ...failure.unplaced] };
}

/** The form-level message of a failed save, announced to screen readers. */
export function FormStatus({ kind, messages }: { kind: FormStatusKind; messages: string[] }) {
  if (kind === 'none') return null;
  return (
    <Alert color="red" role="alert" variant="light">
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
