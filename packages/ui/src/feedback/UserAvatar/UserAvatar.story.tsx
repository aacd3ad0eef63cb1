import { Group } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { UserAvatar } from './UserAvatar';

export default { title: 'Feedback/User avatar' } satisfies StoryMeta;

const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#74c0fc"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#fff"/></svg>',
  );

/** A creator with a profile picture. */
export const WithImage: Story = () => <UserAvatar src={PHOTO} name="Maya Chen" size="lg" />;

/** No picture: initials in a colour derived from the name. */
export const Initials: Story = () => (
  <Group>
    <UserAvatar name="Maya Chen" />
    <UserAvatar name="山田 太郎" />
    <UserAvatar name="Cooking with Lou" size="lg" />
  </Group>
);

/** The picture URL is broken: initials show instead. */
export const BrokenImage: Story = () => (
  <UserAvatar src="data:image/png;base64,broken" name="Ana María López" size="lg" />
);

/** Neither picture nor name: the default glyph. */
export const Default: Story = () => <UserAvatar size="lg" />;
