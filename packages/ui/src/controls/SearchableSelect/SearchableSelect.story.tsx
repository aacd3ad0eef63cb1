import { useState } from 'react';
import type { Story, StoryMeta } from '../../story';
import { SearchableSelect } from './SearchableSelect';

export default { title: 'Controls/Searchable select' } satisfies StoryMeta;

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'ja', label: '日本語' },
  { value: 'es', label: 'Español' },
  { value: 'pt', label: 'Português' },
];

/** Profile language, nothing chosen yet. */
export const Empty: Story = () => {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SearchableSelect
      label="Language"
      placeholder="Choose a language"
      data={LANGUAGES}
      value={value}
      onChange={setValue}
      nothingFoundMessage="Sorry, no matching options"
      maw={320}
    />
  );
};

/** With a value and a server error. */
export const WithError: Story = () => (
  <SearchableSelect
    label="Language"
    data={LANGUAGES}
    value="ja"
    error="Please correct the fields"
    nothingFoundMessage="Sorry, no matching options"
    maw={320}
  />
);
