import { Select as MantineSelect, type SelectProps } from '@mantine/core';
import { useState } from 'react';

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
export function LiveSelect({ comboboxProps, onFocus, ...props }: SelectProps) {
  const [focused, setFocused] = useState(false);
  return (
    <MantineSelect
      {...props}
      comboboxProps={{ keepMounted: focused, ...comboboxProps }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
    />
  );
}
