import {
  ComboboxChevron,
  getOptionsLockup,
  getParsedComboboxData,
  Input,
  InputBase,
  useProps,
  type SelectProps,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

/** A sign of use, for ./Select to bring Mantine's Select in and hand it what it missed. */
export interface SelectIntent {
  /** A pointer came over the field: a use may follow. */
  near?: boolean;
  /** The field has the focus (true) or lost it (false). */
  focused?: boolean;
  /** What asked for the list, to be done again: a press on the field, or an opening key. */
  replay?: 'press' | { key: string; code: string };
  /** The clear button was pressed: the value is to be cleared, as Mantine's Select does. */
  clear?: boolean;
}

/** Props of {@link SelectStandIn}: Mantine Select's, and where the signs of use go. */
export interface SelectStandInProps extends SelectProps {
  onIntent: (intent: SelectIntent) => void;
}

/** Mantine Select's own defaults (Select.mjs), for the same look. */
const defaultProps = { size: 'sm' } as const;

/**
 * The props Mantine's Select keeps for its list, value and search (its Select.mjs) instead of
 * passing them on to its InputBase, as the stand-in does with the rest.
 */
const SELECT_OWN = new Set([
  'classNames',
  'styles',
  'unstyled',
  'vars',
  'dropdownOpened',
  'defaultDropdownOpened',
  'onDropdownClose',
  'onDropdownOpen',
  'onFocus',
  'onBlur',
  'onClick',
  'onChange',
  'data',
  'value',
  'defaultValue',
  'selectFirstOptionOnChange',
  'selectFirstOptionOnDropdownOpen',
  'onOptionSubmit',
  'comboboxProps',
  'readOnly',
  'disabled',
  'filter',
  'limit',
  'withScrollArea',
  'maxDropdownHeight',
  'floatingHeight',
  'size',
  'searchable',
  'rightSection',
  'checkIconPosition',
  'withCheckIcon',
  'withAlignedLabels',
  'nothingFoundMessage',
  'name',
  'form',
  'searchValue',
  'defaultSearchValue',
  'onSearchChange',
  'allowDeselect',
  'error',
  'rightSectionPointerEvents',
  'id',
  'clearable',
  'clearSectionMode',
  'clearButtonProps',
  'hiddenInputProps',
  'renderOption',
  'onClear',
  'autoComplete',
  'scrollAreaProps',
  'chevronColor',
  'autoSelectOnBlur',
  'openOnFocus',
  'attributes',
  'onIntent',
]);

/** The props the stand-in passes on to its InputBase: all but those {@link SELECT_OWN} names. */
const passedOn = (props: SelectStandInProps) =>
  Object.fromEntries(Object.entries(props).filter(([key]) => !SELECT_OWN.has(key))) as Omit<
    SelectProps,
    'value' | 'defaultValue' | 'onChange'
  >;

/** The keys that open a closed Select's list (Mantine's Combobox target). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * A closed Mantine Select without the Select: the same markup (label, description, error, the
 * field with the selected option's label, the chevron or the clear button, the hidden input)
 * from Mantine's InputBase alone, so that a page shows its selects before the code of their
 * lists and positioning (Combobox, floating-ui: about 40 KiB) has arrived. It only reports
 * what the user does to it (`onIntent`); ./Select puts Mantine's Select in its place.
 */
export function SelectStandIn(allProps: SelectStandInProps) {
  const props = useProps(['Input', 'InputWrapper', 'Select'], defaultProps, allProps);
  const {
    classNames,
    styles,
    unstyled,
    data,
    value,
    defaultValue,
    searchValue,
    readOnly,
    disabled,
    size,
    searchable,
    rightSection,
    rightSectionPointerEvents,
    error,
    id,
    name,
    form,
    clearable,
    clearSectionMode,
    clearButtonProps,
    hiddenInputProps,
    autoComplete,
    chevronColor,
    attributes,
    onIntent,
  } = props;
  const others = passedOn(props);
  const fieldId = useId(id);
  const reports = useIntentReports(onIntent, Boolean(disabled || readOnly));
  const current = value !== undefined ? value : (defaultValue ?? null);
  const option = current != null ? getOptionsLockup(getParsedComboboxData(data))[current] : null;
  return (
    <>
      <InputBase
        id={fieldId}
        __defaultRightSection={
          <ComboboxChevron size={size} error={error} unstyled={unstyled} color={chevronColor} />
        }
        __clearSection={clearSection(clearButtonProps, onIntent)}
        __clearable={Boolean(clearable && current != null && !disabled && !readOnly)}
        __clearSectionMode={clearSectionMode}
        rightSection={rightSection}
        rightSectionPointerEvents={rightSectionPointerEvents || 'none'}
        {...others}
        size={size}
        __staticSelector="Select"
        disabled={disabled}
        readOnly={readOnly || !searchable}
        value={searchValue ?? option?.label ?? ''}
        // Typing is Mantine's Select's: it takes the field on the focus that precedes it.
        onChange={() => {}}
        classNames={classNames}
        styles={styles}
        unstyled={unstyled}
        pointer={!searchable}
        error={error}
        attributes={attributes}
        // Named for tests and tools: not there yet, Mantine's Select is.
        data-stand-in
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        autoComplete={autoComplete ?? 'off'}
        {...reports}
      />
      <input
        type="hidden"
        value={current ?? ''}
        name={name}
        form={form}
        disabled={disabled}
        {...hiddenInputProps}
      />
    </>
  );
}

/** Mantine's Combobox.ClearButton: the field keeps its focus (or lack of it). */
function clearSection(
  clearButtonProps: SelectProps['clearButtonProps'],
  onIntent: (intent: SelectIntent) => void,
) {
  return (
    <Input.ClearButton
      tabIndex={-1}
      aria-hidden
      {...clearButtonProps}
      onMouseDown={(event) => {
        event.preventDefault();
        clearButtonProps?.onMouseDown?.(event);
      }}
      onClick={(event) => {
        onIntent({ clear: true });
        clearButtonProps?.onClick?.(event);
      }}
    />
  );
}

/** The field's handlers that report what the user does to it; `locked`: disabled or read-only. */
function useIntentReports(onIntent: (intent: SelectIntent) => void, locked: boolean) {
  // A touch or pen press under way on the field.
  const tapping = useRef(false);
  return {
    onPointerEnter: () => onIntent({ near: true }),
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      // A finger may be starting a scroll: its press counts once the tap focuses the field.
      if (event.pointerType === 'mouse') onIntent({ replay: 'press' });
      else tapping.current = true;
    },
    onPointerCancel: () => (tapping.current = false),
    onFocus: () => {
      onIntent({ focused: true, replay: tapping.current ? 'press' : undefined });
      tapping.current = false;
    },
    onBlur: () => onIntent({ focused: false }),
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key) || locked) return;
      event.preventDefault();
      onIntent({ replay: { key: event.key, code: event.code } });
    },
  };
}
