import { useState } from 'react';
import type { Story, StoryMeta } from '../../story';
import { METHODS } from './methods.fixture';
import { PaymentMethodSelect } from './PaymentMethodSelect';

export default { title: 'Controls/Payment method select' } satisfies StoryMeta;

/** PayPal chosen; a dropdown on desktop, a list of buttons at 767 px and below. */
export const Chosen: Story = () => {
  const [value, setValue] = useState<string | null>('paypal');
  return (
    <div style={{ maxWidth: 360 }}>
      <PaymentMethodSelect
        label="Payment method"
        methods={METHODS}
        value={value}
        onChange={setValue}
      />
    </div>
  );
};

/** A method whose icon image fails: it shows no icon. */
export const BrokenIcon: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <PaymentMethodSelect
      label="Payment method"
      methods={[
        { id: 'custom', name: 'Local bank', iconUrl: 'data:image/png;base64,broken' },
        ...METHODS.slice(0, 3),
      ]}
      value="custom"
      onChange={() => {}}
      required
    />
  </div>
);
