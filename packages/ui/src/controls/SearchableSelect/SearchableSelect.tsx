import type { SelectProps } from '@mantine/core';
import { Select } from '../Select';
import type { ReactNode } from 'react';

/** Props of {@link SearchableSelect}: Mantine Select's, with the no-match text required. */
export interface SearchableSelectProps extends Omit<
  SelectProps,
  'nothingFoundMessage' | 'searchable'
> {
  /** Shown when the typed text matches no option, e.g. 'Sorry, no matching options'. */
  nothingFoundMessage: ReactNode;
}

/** A select the user can type into to filter options; says so when nothing matches. */
export function SearchableSelect({ nothingFoundMessage, ...props }: SearchableSelectProps) {
  return (
    <Select
      searchable
      allowDeselect={false}
      nothingFoundMessage={nothingFoundMessage}
      comboboxProps={{ shadow: 'md' }}
      {...props}
    />
  );
}
