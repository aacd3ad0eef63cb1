import { Group, Stack, Text } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { PlatformIcon } from './PlatformIcon';
import { PLATFORMS } from './platformGlyphs';

export default { title: 'Feedback/Platform icon' } satisfies StoryMeta;

const NAMES = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X',
  twitch: 'Twitch',
  tiktok_creator: 'TikTok creator',
  tiktok: 'TikTok',
  virtual: 'Virtual account',
} as const;

/** Every platform at the default size, named. */
export const AllPlatforms: Story = () => (
  <Group gap="lg">
    {PLATFORMS.map((platform) => (
      <Stack key={platform} align="center" gap={4}>
        <PlatformIcon platform={platform} label={NAMES[platform]} />
        <Text size="xs">{NAMES[platform]}</Text>
      </Stack>
    ))}
  </Group>
);

/** Sizes used on account cards (16), headers (32) and the add-account overlay (48). */
export const Sizes: Story = () => (
  <Group gap="lg" align="end">
    {[16, 24, 32, 48].map((size) => (
      <PlatformIcon key={size} platform="youtube" size={size} label={`YouTube ${size} px`} />
    ))}
  </Group>
);
