import type { ComboboxItem, SelectProps } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { LiveSelect as LiveSelectComponent } from './LiveSelect';
import { SelectStandIn, type SelectIntent } from './SelectStandIn';
import { whenIdle } from '../when-idle';

/** Mantine's Select (./LiveSelect) once loaded: one load for every select of the app. */
let LiveSelect: typeof LiveSelectComponent | undefined;
let loading: Promise<void> | undefined;

/** Loads ./LiveSelect once; a failed load is tried again on the next call. */
function loadLiveSelect(): Promise<void> {
  loading ??= import('./LiveSelect').then(
    (module) => void (LiveSelect = module.LiveSelect),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Props of {@link Select}: Mantine Select's, without the search (SearchableSelect searches: a
 * stand-in could not keep what is typed into it).
 */
export type UiSelectProps = Omit<
  SelectProps,
  'searchable' | 'searchValue' | 'defaultSearchValue' | 'onSearchChange' | 'nothingFoundMessage'
>;

/**
 * Mantine's Select (./LiveSelect: its options rendered from the first focus), whose code comes
 * after the page's: the list, its positioning (floating-ui) and its scroll area are about 40
 * KiB that no page needs to show a closed select. Until the field is used (focused, pressed,
 * a key) it is a stand-in with the same markup (./SelectStandIn); the code is fetched once the
 * page is idle (or on the first use), and Mantine's Select takes the stand-in's place on its
 * first use, given what the user did: the focus goes to it, and a press or an opening key
 * (ArrowDown, Enter...) is done again on it, which opens the list on the current value, as it
 * would have. Its clear button clears as Mantine's does, without bringing the list in. Once
 * the code is here, selects rendered afterwards are Mantine's from the start.
 *
 * Why: without the stand-in, a page with a select (the analytics view's month select) brings
 * Mantine's Select and floating-ui into its first load, more than doubling the screen's
 * preloaded code, while the first opening of a list costs about the same either way
 * (`node scripts/bench-interactions.mjs dist list` measures it).
 */
export function Select(props: UiSelectProps) {
  const fieldId = useId(props.id);
  const [wanted, setWanted] = useState(Boolean(LiveSelect));
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  // Whether the stand-in has the focus, for Mantine's Select to take it.
  const [focused, setFocused] = useState(false);
  // The press or opening key the stand-in got, for Mantine's Select to get again.
  const replay = useRef<SelectIntent['replay']>(undefined);
  // An uncontrolled select cleared with the stand-in's button: no default value any more.
  const [cleared, setCleared] = useState(false);
  const live = wanted ? LiveSelect : undefined;
  const shown = cleared && props.value === undefined ? { ...props, defaultValue: null } : props;

  // Fetched once the page is idle (once for every select), for the first use to find it here.
  useEffect(
    () => (LiveSelect ? undefined : whenIdle(() => void loadLiveSelect().catch(() => {}))),
    [],
  );

  useEffect(() => {
    if (!wanted || LiveSelect) return;
    let mounted = true;
    loadLiveSelect().then(
      () => mounted && arrived(),
      // Offline: the stand-in stays, and its next use tries again.
      () => mounted && setWanted(false),
    );
    return () => void (mounted = false);
  }, [wanted]);

  useEffect(() => {
    const action = replay.current;
    const field = document.getElementById(fieldId);
    if (!live || !action || !field) return;
    replay.current = undefined;
    field.focus();
    // In the next task: the focus has rendered the options by then (./LiveSelect).
    const timer = window.setTimeout(() => {
      if (action === 'press') field.click();
      else
        field.dispatchEvent(
          new KeyboardEvent('keydown', { ...action, bubbles: true, cancelable: true }),
        );
    }, 0);
    return () => window.clearTimeout(timer);
  }, [live, fieldId]);

  if (live) {
    const Live = live;
    return <Live {...shown} id={fieldId} autoFocus={props.autoFocus || focused} />;
  }
  const intent = (used: SelectIntent) => {
    // A pointer over the field: its code is fetched, the field stays as it is.
    if (used.near) return void loadLiveSelect().catch(() => {});
    // As Mantine's clear button does (its Select.mjs): no value, then onClear. No list opens.
    if (used.clear) {
      setCleared(true);
      props.onChange?.(null, null as unknown as ComboboxItem);
      return props.onClear?.();
    }
    if (used.focused !== undefined) setFocused(used.focused);
    if (used.replay) replay.current = used.replay;
    setWanted(true);
  };
  return <SelectStandIn {...shown} id={fieldId} onIntent={intent} />;
}
