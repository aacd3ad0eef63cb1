import { ActionIcon, Button, Group } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { AppTooltip } from './AppTooltip';

export default { title: 'Feedback/App tooltip' } satisfies StoryMeta;

/** The disabled contract button of the account page, explained on hover, focus or tap. */
export const OnButton: Story = () => (
  <Group p="xl" pt={80}>
    <AppTooltip label="Contact your network to receive a copy of your contract.">
      <Button variant="default">View contract</Button>
    </AppTooltip>
  </Group>
);

/** The disabled button itself takes no events; the tooltip's wrapper still opens on hover or tap. */
export const OnDisabledButton: Story = () => (
  <Group p="xl" pt={80}>
    <AppTooltip label="Contact your network to receive a copy of your contract.">
      <Button variant="default" disabled>
        View contract
      </Button>
    </AppTooltip>
  </Group>
);

/** An info icon next to withholding tax, listing the tax months. */
export const OnInfoIcon: Story = () => (
  <Group p="xl" pt={80}>
    Withholding tax
    <AppTooltip label="2026 September, 2026 October">
      <ActionIcon variant="subtle" aria-label="Tax months" radius="xl">
        ?
      </ActionIcon>
    </AppTooltip>
  </Group>
);
