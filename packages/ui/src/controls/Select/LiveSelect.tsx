import { Select as MantineSelect, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { useIdleOnce } from '../when-idle';

/** Props of {@link LiveSelect}: Mantine Select's, and when its list is rendered ahead. */
export interface LiveSelectProps extends SelectProps {
  /**
   * Renders the list (hidden) once the page is idle too, not only from the first focus: for a
   * long list (the countries), whose rendering would otherwise make the first opening slow.
   */
  renderListWhenIdle?: boolean;
}

/**
 * Mantine's Select: what ./Select becomes on first use, loaded then with its list and its
 * positioning (floating-ui). Its options are rendered once the field is first focused rather
 * than with the page. Mantine keeps a Select's list mounted and hidden from the start, so that
 * the keys find its options at once (ArrowDown opens the list on the current value, the next
 * ArrowDown goes on from there); a page rendered every option of every select as it loaded,
 * and positioning the hidden lists forced the page's layout in the middle of that render (a
 * settings form: 170-200 ms of main thread on a mid phone, three times what it takes without
 * them). Focus comes before any key or click reaches the field, so by then the list is there
 * and behaves as Mantine's.
 */
export function LiveSelect({
  comboboxProps,
  onFocus,
  renderListWhenIdle = false,
  ...props
}: LiveSelectProps) {
  const [focused, setFocused] = useState(false);
  const idle = useIdleOnce(renderListWhenIdle);
  return (
    <MantineSelect
      {...props}
      comboboxProps={{ keepMounted: focused || idle, ...comboboxProps }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
    />
  );
}
