import { useState } from 'react';
import type { Story, StoryMeta } from '../../story';
import { DatePickerField } from './DatePickerField';

export default { title: 'Controls/Date picker field' } satisfies StoryMeta;

/** Profile birth date, chosen. */
export const BirthDate: Story = () => {
  const [value, setValue] = useState<string | null>('1994-05-17');
  return (
    <div style={{ maxWidth: 280 }}>
      <DatePickerField
        label="Birth date"
        value={value}
        onChange={setValue}
        maxDate="2026-11-22"
        clearLabel="Clear date"
        required
      />
    </div>
  );
};

/** Empty, with an error, in Japanese. */
export const Japanese: Story = () => (
  <div style={{ maxWidth: 280 }}>
    <DatePickerField
      label="生年月日"
      value={null}
      onChange={() => {}}
      locale="ja"
      placeholder="日付を選択"
      error="すべての情報を入力してください"
    />
  </div>
);
