import { Group, Input, Radio } from '@mantine/core';
import { useId, type FocusEventHandler, type ReactNode } from 'react';

/** Props of {@link RadioChoices}: the form's input props of the field, and its choices. */
export interface RadioChoicesProps {
  label: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
}

/**
 * A form's radio buttons as one labelled radio group: Mantine's input wrapper (label, required
 * mark, error) around a `radiogroup` element that says to assistive tech whether a choice is
 * required and wrong (Mantine's `Radio.Group` puts neither on its group element), its error as
 * its description. The radios share a name, so the arrows move between them; one Tab stop,
 * the chosen radio or else the first (Chromium stops on each of a group with none chosen).
 */
export function RadioChoices({
  label,
  options,
  value,
  onChange,
  error,
  required = false,
  disabled = false,
  onFocus,
  onBlur,
}: RadioChoicesProps) {
  const id = useId();
  const shownError = typeof error === 'boolean' ? null : error;
  const chosen = options.some((option) => option.value === value);
  return (
    <Input.Wrapper
      label={label}
      error={shownError}
      required={required}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      errorProps={{ id: `${id}-error` }}
    >
      <Group
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={shownError ? `${id}-error` : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        mt={6}
      >
        {options.map((option, index) => (
          <Radio
            key={option.value}
            name={id}
            value={option.value}
            label={option.label}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            onFocus={onFocus}
            onBlur={onBlur}
            disabled={disabled}
            error={Boolean(error)}
            tabIndex={chosen || index === 0 ? undefined : -1}
          />
        ))}
      </Group>
    </Input.Wrapper>
  );
}
