import { SimpleGrid } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { storyPicture } from '../shared/storyImages';
import { AppTile } from './AppTile';

export default { title: 'Cards/App tile' } satisfies StoryMeta;

const editor = {
  title: 'ClipForge Video Editor',
  description: 'Cut, caption and export vertical videos for Shorts, Reels and TikTok in minutes.',
  linkUrl: 'https://apps.example.com/clipforge',
  logo: { url: storyPicture('#5f3dc4', 'CF', 96) },
};

export const WithDiscount: Story = () => (
  <AppTile app={editor} discountLabel="20% off" newTabHint="(opens in a new tab)" />
);
export const NoDiscount: Story = () => (
  <AppTile
    app={{
      title: 'ThumbLab',
      description: 'A/B test your thumbnails.',
      linkUrl: 'https://apps.example.com/thumblab',
      logo: null,
    }}
    newTabHint="(opens in a new tab)"
  />
);
export const Grid: Story = () => (
  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
    <AppTile app={editor} discountLabel="20% off" newTabHint="(opens in a new tab)" />
    <AppTile
      app={{
        ...editor,
        title: 'Soundbed Music',
        description: 'Royalty-free music cleared for YouTube monetisation.',
        logo: { url: storyPicture('#0b7285', 'SB', 96) },
      }}
      newTabHint="(opens in a new tab)"
    />
    <AppTile
      app={{
        ...editor,
        title: 'Sponsorly',
        description: 'Track brand deals.',
        logo: { url: storyPicture('#d9480f', 'S', 96) },
      }}
      discountLabel="3 months free"
      newTabHint="(opens in a new tab)"
    />
  </SimpleGrid>
);
