import { Group, Text } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { LineIcon } from './LineIcon';

export default { title: 'Feedback/Line icon' } satisfies StoryMeta;

/** Icons beside their labels, in the label's colour. */
export const WithLabels: Story = () => (
  <Group>
    <Text c="brand" component="span">
      <LineIcon size={22}>
        <path d="M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
      </LineIcon>{' '}
      Dashboard
    </Text>
    <Text component="span">
      <LineIcon size={22}>
        <path d="M4 6h16M4 12h16M4 18h16" />
      </LineIcon>{' '}
      Menu
    </Text>
  </Group>
);
