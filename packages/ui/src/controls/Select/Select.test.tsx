import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Select } from './Select';

const COUNTRIES = ['Austria', 'Belgium', 'Croatia', 'Denmark'];

/** Every option in the document, shown or hidden. */
const options = () => document.querySelectorAll('[data-combobox-option]');

/**
 * Focuses the field as the browser does: a focus event's update is rendered before the next
 * event (a key) arrives, which in a test means inside act().
 */
const focus = (field: HTMLElement) => act(() => field.focus());

describe('Select', () => {
  it('renders no option with the page, every option once the field is focused', () => {
    renderUi(<Select label="Country" data={COUNTRIES} value="Belgium" onChange={() => {}} />);
    expect(options()).toHaveLength(0);
    focus(screen.getByRole('combobox', { name: 'Country' }));
    expect(options()).toHaveLength(COUNTRIES.length);
    // Still closed: the list is there, hidden, as Mantine keeps it.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on the current value with ArrowDown, the next ArrowDown and Enter take the one after it', () => {
    const onChange = vi.fn();
    renderUi(<Select label="Country" data={COUNTRIES} value="Belgium" onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Country' });
    const press = (key: string) => fireEvent.keyDown(field, { key, code: key });
    focus(field);
    press('ArrowDown');
    expect(screen.getByRole('option', { name: 'Belgium' })).toHaveAttribute(
      'data-combobox-selected',
    );
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Belgium' }).id,
    );
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
    // The caller's keepMounted wins: rendered before any focus.
    expect(options()).toHaveLength(COUNTRIES.length);
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(onFocus).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('option', { name: 'Denmark' }));
    expect(onChange).toHaveBeenCalledWith('Denmark', expect.objectContaining({ value: 'Denmark' }));
  });

  it('has no axe violations, before and after focus', async () => {
    renderUi(<Select label="Country" data={COUNTRIES} value="Belgium" onChange={() => {}} />);
    await expectNoAxeViolations();
    focus(screen.getByRole('combobox', { name: 'Country' }));
    await expectNoAxeViolations();
  });
});
