import { useState } from 'react';
import type { Story, StoryMeta } from '../../story';
import { Select } from './Select';

export default { title: 'Controls/Select' } satisfies StoryMeta;

const ACCOUNTS = [
  { value: '1001', label: 'Mika Travels' },
  { value: '1002', label: 'Mika Travels Official' },
  { value: '1003', label: 'mika.travels' },
];

/** An account picker: its options render when the field is first focused. */
export const Default: Story = () => {
  const [value, setValue] = useState<string | null>('1001');
  return (
    <Select
      label="Account"
      data={ACCOUNTS}
      value={value}
      onChange={setValue}
      allowDeselect={false}
      maw={320}
    />
  );
};
