import type { Story, StoryMeta } from '../../story';
import { AddAccountCard } from './AddAccountCard';

export default { title: 'Cards/Add account card' } satisfies StoryMeta;

export const Default: Story = () => <AddAccountCard label="Add account" onClick={() => {}} />;
export const WithDescription: Story = () => (
  <AddAccountCard
    label="Add account"
    description="YouTube, Facebook, Instagram, X, Twitch or TikTok"
    onClick={() => {}}
  />
);
