import { useState } from 'react';
import type { Story, StoryMeta } from '../../story';
import { StateField, type CountryState } from './StateField';

export default { title: 'Controls/State field' } satisfies StoryMeta;

const US_STATES: CountryState[] = [
  { code: 'CA', name: 'California' },
  { code: 'NY', name: 'New York' },
  { code: 'TX', name: 'Texas' },
  { code: 'WA', name: 'Washington' },
];

const common = { label: 'State', nothingFoundMessage: 'Sorry, no matching options' };

/** The country has a state list: a dropdown. */
export const Dropdown: Story = () => {
  const [value, setValue] = useState('CA');
  return (
    <div style={{ maxWidth: 320 }}>
      <StateField
        {...common}
        countryCode="US"
        states={US_STATES}
        value={value}
        onChange={setValue}
      />
    </div>
  );
};

/** The country has no state list: free text. */
export const FreeText: Story = () => {
  const [value, setValue] = useState('Tokyo');
  return (
    <div style={{ maxWidth: 320 }}>
      <StateField {...common} countryCode="JP" states={[]} value={value} onChange={setValue} />
    </div>
  );
};

/** No country yet: disabled. */
export const NoCountry: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <StateField
      {...common}
      countryCode={null}
      states={null}
      value=""
      onChange={() => {}}
      placeholder="Select a country first"
    />
  </div>
);
