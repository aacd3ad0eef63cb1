import { Text } from '@mantine/core';
import { useState } from 'react';
import type { Story, StoryMeta } from '../../story';
import { TabBar } from './TabBar';

export default { title: 'Controls/Tab bar' } satisfies StoryMeta;

/** Campaign list tabs with counts. */
export const Counts: Story = () => {
  const [value, setValue] = useState('active');
  return (
    <TabBar
      label="Campaign status"
      value={value}
      onChange={setValue}
      tabs={[
        { value: 'active', label: 'Active', count: 3 },
        { value: 'upcoming', label: 'Upcoming', count: 1 },
        { value: 'completed', label: 'Completed', count: 12 },
      ]}
    >
      <Text>Campaigns that are {value}.</Text>
    </TabBar>
  );
};

/** Edit page: the comments tab shows unread comments as a badge. */
export const UnreadBadge: Story = () => {
  const [value, setValue] = useState('form');
  return (
    <TabBar
      label="Submitted content"
      value={value}
      onChange={setValue}
      tabs={[
        { value: 'form', label: 'Form' },
        { value: 'comments', label: 'Comments', count: 7, badge: 2 },
      ]}
    >
      <Text>{value === 'form' ? 'The edit form.' : 'The comment thread.'}</Text>
    </TabBar>
  );
};
