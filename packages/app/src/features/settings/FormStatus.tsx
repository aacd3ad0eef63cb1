import { Alert } from '@mantine/core';

/** What the last save attempt said: nothing, 'provide all info' (client) or 'correct the fields' (server). */
export type FormStatusKind = 'none' | 'incomplete' | 'refused';

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
