import { Group } from '@mantine/core';
import { useState } from 'react';
import type { Story, StoryMeta } from '../../story';
import { StatusCountCard } from './StatusCountCard';

export default { title: 'Cards/Status count card' } satisfies StoryMeta;

export const Selected: Story = () => <StatusCountCard label="Active" count={12} selected />;
export const NotSelected: Story = () => <StatusCountCard label="Completed" count={1482} />;

function StatusBar() {
  const [status, setStatus] = useState('active');
  const counts = { active: 3, upcoming: 1, completed: 27 };
  return (
    <Group gap="sm">
      {Object.entries(counts).map(([key, count]) => (
        <StatusCountCard
          key={key}
          label={key[0]?.toUpperCase() + key.slice(1)}
          count={count}
          selected={status === key}
          onSelect={() => setStatus(key)}
        />
      ))}
    </Group>
  );
}
export const Row: Story = () => <StatusBar />;
