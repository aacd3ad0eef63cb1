import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Select } from './Select';

const COUNTRIES = ['Austria', 'Belgium', 'Croatia', 'Denmark'];

/** Every option in the document, shown or hidden. */
const options = () => document.querySelectorAll('[data-combobox-option]');

const field = (name = 'Country') => screen.getByRole('combobox', { name });

/** Focuses the field as the browser does: the focus's update is rendered before the next key. */
const focus = (element: HTMLElement) => act(() => element.focus());

const press = (key: string) => fireEvent.keyDown(field(), { key, code: key });

describe('Select', () => {
  it('renders no option until first focused, then every option, closed', () => {
    renderUi(<Select label="Country" data={COUNTRIES} value="Belgium" onChange={() => {}} />);
    expect(field()).toHaveValue('Belgium');
    expect(options()).toHaveLength(0);
    focus(field());
    expect(options()).toHaveLength(COUNTRIES.length);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('ArrowDown opens the list on the current value, ArrowDown and Enter take the next', () => {
    const onChange = vi.fn();
    renderUi(<Select label="Country" data={COUNTRIES} value="Belgium" onChange={onChange} />);
    focus(field());
    press('ArrowDown');
    const belgium = screen.getByRole('option', { name: 'Belgium' });
    expect(belgium).toHaveAttribute('data-combobox-selected');
    expect(field()).toHaveAttribute('aria-activedescendant', belgium.id);
    press('ArrowDown');
    press('Enter');
    expect(onChange).toHaveBeenCalledWith('Croatia', expect.objectContaining({ value: 'Croatia' }));
  });

  it('picks an option with the mouse and passes focus handlers and combobox props on', async () => {
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
    // The caller's keepMounted wins: the options are there before any focus.
    expect(options()).toHaveLength(COUNTRIES.length);
    await userEvent.click(field());
    expect(onFocus).toHaveBeenCalledTimes(1);
    await userEvent.click(await screen.findByRole('option', { name: 'Denmark' }));
    expect(onChange).toHaveBeenCalledWith('Denmark', expect.objectContaining({ value: 'Denmark' }));
  });

  it('the clear button clears the value and calls onClear, no list opened', async () => {
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
    const clear = field('VAT type').parentElement!.querySelector('button')!;
    await userEvent.click(clear);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null, null);
    expect(onClear).toHaveBeenCalledOnce();
    expect(field('VAT type')).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('has no axe violations, closed and open', async () => {
    renderUi(<Select label="Country" data={COUNTRIES} value="Belgium" onChange={() => {}} />);
    await expectNoAxeViolations();
    focus(field());
    press('ArrowDown');
    await expectNoAxeViolations();
  });
});
