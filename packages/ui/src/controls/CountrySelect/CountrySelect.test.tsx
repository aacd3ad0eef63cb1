import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { COUNTRIES } from './countries.fixture';
import { CountrySelect } from './CountrySelect';

const common = { label: 'Country', countries: COUNTRIES, nothingFoundMessage: 'No match' };

describe('CountrySelect', () => {
  it('shows the name of the selected code', () => {
    renderUi(<CountrySelect {...common} value="JP" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Japan');
  });

  it('hands back the code of the country the user picks', async () => {
    const onChange = vi.fn();
    renderUi(<CountrySelect {...common} value={null} onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'turk');
    await userEvent.click(screen.getByRole('option', { name: 'Turkey' }));
    expect(onChange).toHaveBeenCalledWith('TR', expect.anything());
  });

  it('shows its error', () => {
    renderUi(<CountrySelect {...common} value={null} onChange={() => {}} error="Required" />);
    expect(screen.getByText('Required')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderUi(<CountrySelect {...common} value="US" onChange={() => {}} required />);
    await expectNoAxeViolations();
  });
});
