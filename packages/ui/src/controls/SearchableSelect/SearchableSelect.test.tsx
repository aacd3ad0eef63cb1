import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { SearchableSelect } from './SearchableSelect';

const DATA = [
  { value: 'en', label: 'English' },
  { value: 'ja', label: 'Japanese' },
];

describe('SearchableSelect', () => {
  it('filters options as the user types and picks one', async () => {
    const onChange = vi.fn();
    renderUi(
      <SearchableSelect
        label="Language"
        data={DATA}
        onChange={onChange}
        nothingFoundMessage="None"
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Language' }), 'jap');
    expect(screen.queryByRole('option', { name: 'English' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Japanese' }));
    expect(onChange).toHaveBeenCalledWith('ja', expect.objectContaining({ value: 'ja' }));
  });

  it('shows the no-matching-options text passed in', async () => {
    renderUi(
      <SearchableSelect
        label="Language"
        data={DATA}
        nothingFoundMessage="Sorry, no matching options"
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Language' }), 'zzz');
    expect(screen.getByText('Sorry, no matching options')).toBeInTheDocument();
  });

  it('renders no option with the page; focusing it opens the list with every option', () => {
    renderUi(
      <SearchableSelect label="Language" data={DATA} value="ja" nothingFoundMessage="None" />,
    );
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    act(() => screen.getByRole('combobox', { name: 'Language' }).focus());
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Japanese']);
    // Closed again, the list stays: ArrowDown reopens it on the current value at once.
    const field = screen.getByRole('combobox', { name: 'Language' });
    fireEvent.keyDown(field, { key: 'Escape', code: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Japanese' })).toHaveAttribute(
      'data-combobox-selected',
    );
  });

  it('renders its list, hidden, once the page is idle: the first opening only shows it', async () => {
    renderUi(
      <SearchableSelect label="Language" data={DATA} value="ja" nothingFoundMessage="None" />,
    );
    await waitFor(() => expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(2));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Language' }), {
      key: 'ArrowDown',
      code: 'ArrowDown',
    });
    expect(screen.getByRole('option', { name: 'Japanese' })).toHaveAttribute(
      'data-combobox-selected',
    );
  });

  it('has no axe violations', async () => {
    renderUi(
      <SearchableSelect label="Language" data={DATA} value="en" nothingFoundMessage="None" />,
    );
    await expectNoAxeViolations();
  });
});
