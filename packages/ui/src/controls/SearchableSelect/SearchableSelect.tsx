import type { SelectProps } from '@mantine/core';
import { LiveSelect } from '../Select/LiveSelect';
import type { ReactNode } from 'react';
import classes from './SearchableSelect.module.css';

/** Props of {@link SearchableSelect}: Mantine Select's, with the no-match text required. */
export interface SearchableSelectProps extends Omit<
  SelectProps,
  'nothingFoundMessage' | 'searchable'
> {
  /** Shown when the typed text matches no option, e.g. 'Sorry, no matching options'. */
  nothingFoundMessage: ReactNode;
}

/**
 * A select the user can type into to filter options; says so when nothing matches. Mantine's
 * Select (./LiveSelect: options rendered from the first focus, or ahead once the page is idle
 * for a long list), searchable, unlike the kit's Select.
 */
export function SearchableSelect({ nothingFoundMessage, ...props }: SearchableSelectProps) {
  return (
    <LiveSelect
      searchable
      allowDeselect={false}
      nothingFoundMessage={nothingFoundMessage}
      comboboxProps={{ shadow: 'md' }}
      // Long lists (countries: about 250) are rendered, hidden, once the page is idle, so the
      // first opening only shows them (120 instead of about 190 ms at 4x CPU).
      renderListWhenIdle
      classNames={{ option: classes.option }}
      {...props}
    />
  );
}
