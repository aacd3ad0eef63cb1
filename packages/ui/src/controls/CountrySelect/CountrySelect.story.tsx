import { useState } from 'react';
import type { Story, StoryMeta } from '../../story';
import { COUNTRIES } from './countries.fixture';
import { CountrySelect } from './CountrySelect';

export default { title: 'Controls/Country select' } satisfies StoryMeta;

/** Payment settings: country chosen. */
export const Chosen: Story = () => {
  const [value, setValue] = useState<string | null>('JP');
  return (
    <CountrySelect
      label="Country"
      countries={COUNTRIES}
      value={value}
      onChange={setValue}
      nothingFoundMessage="Sorry, no matching options"
    />
  );
};

/** Required and missing. */
export const Required: Story = () => (
  <CountrySelect
    label="Country"
    countries={COUNTRIES}
    value={null}
    onChange={() => {}}
    required
    placeholder="Select your country"
    error="Country is required for this payment method, please select country in the field above."
    nothingFoundMessage="Sorry, no matching options"
  />
);
