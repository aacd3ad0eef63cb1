import { Group } from '@mantine/core';
import { Select } from '../Select';
import { useIsMobile } from '../../theme';
import { MethodIcon } from './MethodIcon';
import { MethodMenuList } from './MethodMenuList';
import type { PaymentMethodOption, PaymentMethodSelectProps } from './types';

/**
 * The payment method of the payment settings, with an icon per method. At 767 px and
 * below the methods show as a list of large buttons instead of a dropdown.
 */
export function PaymentMethodSelect(props: PaymentMethodSelectProps) {
  const isMobile = useIsMobile();
  if (isMobile) return <MethodMenuList {...props} />;
  const { methods, value, onChange, onIconError, ...field } = props;
  const selected = methods.find((method) => method.id === value);
  const icon = (method: PaymentMethodOption) => (
    <MethodIcon methodId={method.id} iconUrl={method.iconUrl} onIconError={onIconError} />
  );
  return (
    <Select
      {...field}
      data={methods.map((method) => ({ value: method.id, label: method.name }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      leftSection={selected ? icon(selected) : null}
      leftSectionWidth={44}
      renderOption={({ option }) => {
        const method = methods.find((m) => m.id === option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            {method ? icon(method) : null}
            {option.label}
          </Group>
        );
      }}
    />
  );
}
