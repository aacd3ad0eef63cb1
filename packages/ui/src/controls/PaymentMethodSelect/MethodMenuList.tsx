import { Input, Stack, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { MethodIcon } from './MethodIcon';
import type { PaymentMethodSelectProps } from './types';
import classes from './PaymentMethodSelect.module.css';

/** The mobile form of PaymentMethodSelect: one full-width button per method, the chosen one pressed. */
export function MethodMenuList({
  label,
  methods,
  value,
  onChange,
  onIconError,
  error,
  required,
}: PaymentMethodSelectProps) {
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId} error={error} required={required}>
      <Stack
        gap={0}
        mt={6}
        role="group"
        aria-labelledby={`${labelId}-label`}
        className={classes.list}
      >
        {methods.map((method) => (
          <UnstyledButton
            key={method.id}
            className={classes.item}
            aria-pressed={method.id === value}
            onClick={() => onChange(method.id)}
          >
            <MethodIcon methodId={method.id} iconUrl={method.iconUrl} onIconError={onIconError} />
            <span>{method.name}</span>
          </UnstyledButton>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
