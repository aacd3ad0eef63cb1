import { Button, Group } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { showFailureNotice, showInfoNotice, showSuccessNotice } from './showNotice';

export default { title: 'Feedback/Notices' } satisfies StoryMeta;

/** Buttons that raise each kind of notice; they close by themselves after 5 s. */
export const Kinds: Story = () => (
  <Group>
    <Button
      color="teal"
      variant="light"
      onClick={() => showSuccessNotice({ message: 'Saved successfully' })}
    >
      Success
    </Button>
    <Button
      color="red"
      onClick={() =>
        showFailureNotice({
          title: 'Connection failed',
          message: 'Instagram did not return a business account.',
        })
      }
    >
      Failure
    </Button>
    <Button
      variant="default"
      onClick={() => showInfoNotice({ message: 'Payoneer registration information received' })}
    >
      Information
    </Button>
  </Group>
);
