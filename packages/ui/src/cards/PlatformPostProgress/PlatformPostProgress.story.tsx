import type { Story, StoryMeta } from '../../story';
import { PlatformPostProgress } from './PlatformPostProgress';

export default { title: 'Cards/Platform post progress' } satisfies StoryMeta;

const names: Record<string, string> = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  twitter: 'X',
};
const platformName = (p: string) => names[p] ?? p;
const countLabel = (s: number, r: number) => `${s} of ${r} submitted`;

export const InProgress: Story = () => (
  <PlatformPostProgress
    items={[
      { platform: 'youtube', submitted: 1, required: 2 },
      { platform: 'instagram', submitted: 3, required: 3 },
      { platform: 'tiktok', submitted: 0, required: 4 },
    ]}
    platformName={platformName}
    countLabel={countLabel}
  />
);
export const SinglePlatform: Story = () => (
  <PlatformPostProgress
    items={[{ platform: 'twitter', submitted: 2, required: 5 }]}
    platformName={platformName}
    countLabel={countLabel}
  />
);
