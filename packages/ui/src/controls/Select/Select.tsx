import type { SelectProps } from '@mantine/core';
import { LiveSelect } from './LiveSelect';

/**
 * Props of {@link Select}: Mantine Select's, without the search (SearchableSelect is the kit's
 * select the user types into, with its no-match text).
 */
export type UiSelectProps = Omit<
  SelectProps,
  'searchable' | 'searchValue' | 'defaultSearchValue' | 'onSearchChange' | 'nothingFoundMessage'
>;

/**
 * Mantine's Select, its options rendered from the field's first focus (./LiveSelect). It is
 * in the first load of a page that shows one (the analytics view's month select): a stand-in
 * that brought it in after the page was measured against it and saved less than 100 ms of
 * LCP or blocking time on that page (`pnpm bench` prints both), while tying the kit to
 * Mantine's private props.
 */
export function Select(props: UiSelectProps) {
  return <LiveSelect {...props} />;
}
