import { SimpleGrid } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { storyPicture } from '../shared/storyImages';
import { GuideTile } from './GuideTile';

export default { title: 'Cards/Guide tile' } satisfies StoryMeta;

const hint = '(PDF, opens in a new tab)';

export const Article: Story = () => (
  <GuideTile
    article={{
      title: 'Growing your channel with Shorts',
      icon: { url: storyPicture('#1971c2', '?', 80) },
    }}
    href="#/guides/12"
    newTabHint={hint}
  />
);
export const Pdf: Story = () => (
  <GuideTile
    article={{
      title: 'Copyright claims: what to do',
      icon: { url: storyPicture('#c92a2a', 'PDF', 80) },
      pdf: { url: 'https://files.example.com/guides/copyright.pdf' },
    }}
    href="#/guides/13"
    newTabHint={hint}
  />
);
export const Grid: Story = () => (
  <SimpleGrid cols={{ base: 1, sm: 3 }}>
    <GuideTile article={{ title: 'Getting paid on time' }} href="#/guides/14" newTabHint={hint} />
    <GuideTile
      article={{ title: 'Brand deals 101', icon: { url: storyPicture('#2f9e44', '$', 80) } }}
      href="#/guides/15"
      newTabHint={hint}
    />
    <GuideTile
      article={{
        title: 'Monetisation policy (2026 edition)',
        pdf: { url: 'https://files.example.com/guides/policy.pdf' },
      }}
      href="#/guides/16"
      newTabHint={hint}
    />
  </SimpleGrid>
);
