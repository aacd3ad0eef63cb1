import { useState } from 'react';
import type { Story, StoryMeta } from '../../story';
import { CurrencySelect } from './CurrencySelect';

export default { title: 'Controls/Currency select' } satisfies StoryMeta;

/** A company paying in three currencies. */
export const Several: Story = () => {
  const [value, setValue] = useState<string | null>('USD');
  return (
    <div style={{ maxWidth: 320 }}>
      <CurrencySelect
        label="Currency"
        currencies={[
          { code: 'USD', name: 'US dollar' },
          { code: 'EUR', name: 'Euro' },
          { code: 'JPY', name: 'Japanese yen' },
        ]}
        value={value}
        onChange={setValue}
      />
    </div>
  );
};

/** Codes only, required and empty. */
export const Required: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <CurrencySelect
      label="Currency"
      currencies={[{ code: 'USD' }, { code: 'TRY' }]}
      value={null}
      onChange={() => {}}
      required
      placeholder="Choose a currency"
      error="Please provide all info"
    />
  </div>
);
