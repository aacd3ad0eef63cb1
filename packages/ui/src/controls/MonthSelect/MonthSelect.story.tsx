import { useState } from 'react';
import type { Story, StoryMeta } from '../../story';
import { MonthSelect } from './MonthSelect';

export default { title: 'Controls/Month select' } satisfies StoryMeta;

const MONTHS = ['2026-10-01', '2026-09-01', '2026-08-01', '2026-07-01'];

/** YouTube earnings: the first (newest) month is the default. */
export const Earnings: Story = () => {
  const [value, setValue] = useState<string>(MONTHS[0] ?? '');
  return (
    <div style={{ maxWidth: 240 }}>
      <MonthSelect label="Month" months={MONTHS} value={value} onChange={setValue} />
    </div>
  );
};

/** Payments: 'All months' first. */
export const WithAllMonths: Story = () => {
  const [value, setValue] = useState('all');
  return (
    <div style={{ maxWidth: 240 }}>
      <MonthSelect
        label="Month"
        months={MONTHS}
        value={value}
        onChange={setValue}
        allMonthsLabel="All months"
      />
    </div>
  );
};

/** Japanese month names. */
export const Japanese: Story = () => (
  <div style={{ maxWidth: 240 }}>
    <MonthSelect label="月" months={MONTHS} value="2026-09-01" onChange={() => {}} locale="ja" />
  </div>
);
