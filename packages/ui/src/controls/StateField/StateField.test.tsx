import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { StateField, type CountryState } from './StateField';

const US: CountryState[] = [
  { code: 'CA', name: 'California' },
  { code: 'NY', name: 'New York' },
];
const common = { label: 'State', nothingFoundMessage: 'No match' };

describe('StateField', () => {
  it('is a dropdown of the country states, handing back the code', async () => {
    const onChange = vi.fn();
    renderUi(<StateField {...common} countryCode="US" states={US} value="" onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(screen.getByRole('option', { name: 'New York' }));
    expect(onChange).toHaveBeenCalledWith('NY');
  });

  it('is free text when the country has no states', async () => {
    function Field() {
      const [value, setValue] = useState('');
      return (
        <StateField {...common} countryCode="JP" states={[]} value={value} onChange={setValue} />
      );
    }
    renderUi(<Field />);
    await userEvent.type(screen.getByRole('textbox', { name: 'State' }), 'Osaka');
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('Osaka');
  });

  it('is disabled without a country', () => {
    renderUi(
      <StateField {...common} countryCode={null} states={null} value="" onChange={() => {}} />,
    );
    expect(screen.getByRole('textbox', { name: 'State' })).toBeDisabled();
  });

  it.each([
    ['clears a value missing from the new list', { value: 'Tokyo', cleared: true }],
    ['keeps a value the list has', { value: 'CA', cleared: false }],
  ])('%s', (_name, { value, cleared }) => {
    const onChange = vi.fn();
    renderUi(
      <StateField {...common} countryCode="US" states={US} value={value} onChange={onChange} />,
    );
    if (cleared) expect(onChange).toHaveBeenCalledWith('');
    else expect(onChange).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    renderUi(
      <>
        <StateField {...common} countryCode="US" states={US} value="CA" onChange={() => {}} />
        <StateField
          label="Region"
          nothingFoundMessage="-"
          countryCode={null}
          states={null}
          value=""
          onChange={() => {}}
        />
      </>,
    );
    await expectNoAxeViolations();
  });
});
