import type { SelectProps } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { LiveSelect } from './LiveSelect';
import { SelectStandIn } from './SelectStandIn';

const COUNTRIES = ['Austria', 'Belgium', 'Croatia', 'Denmark'];

/** Every option in the document, shown or hidden. */
const options = () => document.querySelectorAll('[data-combobox-option]');

/** The field named `name`: the stand-in or Mantine's Select, whichever is there. */
const field = (name = 'Country') => screen.getByRole('combobox', { name });

/**
 * Focuses the field as the browser does: a focus event's update is rendered before the next
 * event (a key) arrives, which in a test means inside act().
 */
const focus = (element: HTMLElement) => act(() => element.focus());

/** Resolves once Mantine's Select has taken the stand-in's place. */
const live = (name = 'Country') =>
  waitFor(() => expect(field(name)).not.toHaveAttribute('data-stand-in'));

/**
 * ./Select as the page's first select finds it: its code not loaded yet (a fresh module), and
 * the browser never idle, so that only the user's use brings it in.
 */
async function firstSelect() {
  vi.resetModules();
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
  return (await import('./Select')).Select;
}

afterEach(() => vi.unstubAllGlobals());

describe('Select', () => {
  it('is a stand-in until used; a focus brings Mantine Select in, every option rendered, closed', async () => {
    const Select = await firstSelect();
    renderUi(<Select label="Country" data={COUNTRIES} value="Belgium" onChange={() => {}} />);
    expect(field()).toHaveAttribute('data-stand-in');
    expect(field()).toHaveValue('Belgium');
    expect(options()).toHaveLength(0);
    focus(field());
    await live();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('Belgium');
    expect(options()).toHaveLength(COUNTRIES.length);
    // Still closed: the list is there, hidden, as Mantine keeps it.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('fetches its code once the page is idle, without taking the stand-in away', async () => {
    const Select = await firstSelect();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    renderUi(<Select label="Country" data={COUNTRIES} value="Belgium" onChange={() => {}} />);
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    expect(field()).toHaveAttribute('data-stand-in');
    // The code here, the first focus makes the switch at once.
    focus(field());
    expect(field()).not.toHaveAttribute('data-stand-in');
    expect(field()).toHaveFocus();
  });

  it('before its code is here, a focus and ArrowDown open the list on the current value, the focus in the field', async () => {
    const Select = await firstSelect();
    const onChange = vi.fn();
    renderUi(<Select label="Country" data={COUNTRIES} value="Belgium" onChange={onChange} />);
    focus(field());
    fireEvent.keyDown(field(), { key: 'ArrowDown', code: 'ArrowDown' });
    expect(field()).toHaveAttribute('data-stand-in');
    expect(await screen.findByRole('option', { name: 'Belgium' })).toHaveAttribute(
      'data-combobox-selected',
    );
    expect(field()).not.toHaveAttribute('data-stand-in');
    expect(field()).toHaveFocus();
    fireEvent.keyDown(field(), { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('Croatia', expect.objectContaining({ value: 'Croatia' }));
  });

  it('before its code is here, a press opens the list, and an option is picked with the mouse', async () => {
    const Select = await firstSelect();
    const onChange = vi.fn();
    renderUi(<Select label="Country" data={COUNTRIES} value={null} onChange={onChange} />);
    await userEvent.click(field());
    await userEvent.click(await screen.findByRole('option', { name: 'Denmark' }));
    expect(onChange).toHaveBeenCalledWith('Denmark', expect.objectContaining({ value: 'Denmark' }));
    expect(field()).toHaveFocus();
  });

  /** The field's clear button (aria-hidden, as Mantine's: the keyboard clears with Backspace). */
  const clearButton = () =>
    field('VAT type').parentElement!.querySelector<HTMLButtonElement>('button')!;

  it('before its code is here, the clear button clears the value as Mantine does, no list opened', async () => {
    const Select = await firstSelect();
    const onChange = vi.fn();
    const onClear = vi.fn();
    function Vat() {
      const [value, setValue] = useState<string | null>('Austria');
      return (
        <Select
          label="VAT type"
          data={COUNTRIES}
          value={value}
          onChange={(next, option) => {
            onChange(next, option);
            setValue(next);
          }}
          onClear={onClear}
          clearable
        />
      );
    }
    renderUi(<Vat />);
    await userEvent.click(clearButton());
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null, null);
    expect(onClear).toHaveBeenCalledOnce();
    expect(field('VAT type')).toHaveValue('');
    expect(field('VAT type').parentElement!.querySelector('button')).toBeNull();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field('VAT type')).not.toHaveFocus();
  });

  it('an uncontrolled select cleared before its code is here stays empty in Mantine Select', async () => {
    const Select = await firstSelect();
    renderUi(<Select label="VAT type" data={COUNTRIES} defaultValue="Austria" clearable />);
    await userEvent.click(clearButton());
    expect(field('VAT type')).toHaveValue('');
    focus(field('VAT type'));
    await live('VAT type');
    expect(field('VAT type')).toHaveValue('');
  });

  /** A first select, with a finger scroll started on it (pointerdown, then pointercancel). */
  async function scrolledOver() {
    const Select = await firstSelect();
    renderUi(<Select label="Country" data={COUNTRIES} value="Belgium" onChange={() => {}} />);
    fireEvent.pointerDown(field(), { button: 0, pointerType: 'touch' });
    fireEvent.pointerCancel(field());
    expect(field()).toHaveAttribute('data-stand-in');
  }

  it('a finger on the field opens the list only once its tap focuses it', async () => {
    await scrolledOver();
    fireEvent.pointerDown(field(), { button: 0, pointerType: 'touch' });
    expect(field()).toHaveAttribute('data-stand-in');
    focus(field());
    expect(await screen.findByRole('listbox')).toBeVisible();
    expect(field()).toHaveFocus();
  });

  it('a scroll started on the field and a later focus by keyboard leave the list closed', async () => {
    await scrolledOver();
    focus(field());
    await live();
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('once its code is here, is Mantine Select from the start: ArrowDown opens on the current value, ArrowDown and Enter take the next', async () => {
    const Select = await firstSelect();
    const first = renderUi(
      <Select label="Country" data={COUNTRIES} value={null} onChange={() => {}} />,
    );
    focus(field());
    await live();
    first.unmount();
    const onChange = vi.fn();
    renderUi(<Select label="Country" data={COUNTRIES} value="Belgium" onChange={onChange} />);
    expect(field()).not.toHaveAttribute('data-stand-in');
    expect(options()).toHaveLength(0);
    const press = (key: string) => fireEvent.keyDown(field(), { key, code: key });
    focus(field());
    press('ArrowDown');
    expect(screen.getByRole('option', { name: 'Belgium' })).toHaveAttribute(
      'data-combobox-selected',
    );
    expect(field()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Belgium' }).id,
    );
    press('ArrowDown');
    press('Enter');
    expect(onChange).toHaveBeenCalledWith('Croatia', expect.objectContaining({ value: 'Croatia' }));
  });

  it('picks an option with the mouse and passes focus handlers and combobox props on', async () => {
    const Select = await firstSelect();
    const onChange = vi.fn();
    const onFocus = vi.fn();
    renderUi(
      <Select
        label="Country"
        data={COUNTRIES}
        value={null}
        onChange={onChange}
        onFocus={onFocus}
        comboboxProps={{ keepMounted: true }}
      />,
    );
    await userEvent.click(field());
    await live();
    // The focus Mantine's Select took from the stand-in is its first.
    expect(onFocus).toHaveBeenCalledTimes(1);
    // The caller's keepMounted wins.
    expect(options()).toHaveLength(COUNTRIES.length);
    await userEvent.click(await screen.findByRole('option', { name: 'Denmark' }));
    expect(onChange).toHaveBeenCalledWith('Denmark', expect.objectContaining({ value: 'Denmark' }));
  });

  it('has no axe violations, as a stand-in, then once used', async () => {
    const Select = await firstSelect();
    renderUi(<Select label="Country" data={COUNTRIES} value="Belgium" onChange={() => {}} />);
    await expectNoAxeViolations();
    focus(field());
    await live();
    await expectNoAxeViolations();
  });
});

describe('SelectStandIn', () => {
  /** The markup of `node`, with the generated ids and the stand-in's mark left out. */
  const markup = (node: Element) =>
    [...node.children]
      .filter((child) => child.tagName !== 'STYLE')
      .map((child) => child.outerHTML)
      .join('')
      .replace(/mantine-[a-z0-9]+/g, 'ID')
      .replace(/ data-stand-in="true"/g, '');

  const cases: [string, SelectProps][] = [
    ['a value', { label: 'Country', data: COUNTRIES, value: 'Belgium' }],
    [
      'options as objects, a placeholder and a description, no value',
      {
        label: 'Account',
        description: 'Pick one',
        placeholder: 'Pick an account',
        data: [
          { value: '1001', label: 'Mika Travels' },
          { value: '1002', label: 'Mika Travels Official' },
        ],
        value: null,
      },
    ],
    [
      'searchable, required, with an error',
      {
        label: 'Country',
        data: COUNTRIES,
        value: 'Croatia',
        searchable: true,
        required: true,
        error: 'Pick one',
      },
    ],
    [
      'clearable with a value',
      { label: 'VAT type', data: COUNTRIES, value: 'Austria', clearable: true },
    ],
    [
      'disabled, sized, with a width, a name and a left section',
      {
        label: 'Method',
        data: COUNTRIES,
        defaultValue: 'Denmark',
        disabled: true,
        size: 'md',
        w: 280,
        name: 'method',
        leftSection: <span>icon</span>,
        leftSectionWidth: 44,
      },
    ],
    [
      'grouped options',
      {
        label: 'Month',
        data: [{ group: '2026', items: ['2026-10', '2026-11'] }],
        value: '2026-11',
      },
    ],
  ];

  it.each(cases)('has the markup of a closed Mantine Select: %s', (_, props) => {
    const standIn = renderUi(<SelectStandIn {...props} onIntent={() => {}} />);
    const mantine = renderUi(<LiveSelect {...props} />);
    expect(markup(standIn.container)).toBe(markup(mantine.container));
  });
});
