import { SimpleGrid } from '@mantine/core';
import type { Story, StoryMeta } from '../../story';
import { MetricTile } from './MetricTile';

export default { title: 'Cards/Metric tile' } satisfies StoryMeta;

export const Growing: Story = () => (
  <MetricTile label="Subscribers" value={184_230} delta={1_204} deltaLabel="vs previous 28 days" />
);
export const Falling: Story = () => (
  <MetricTile
    label="Estimated net revenue"
    value={1284.5}
    formatValue={(v) => (v == null ? 'N/A' : `$${v.toFixed(2)}`)}
    delta={-92.1}
    formatDelta={(v) => `$${v.toFixed(2)}`}
  />
);
export const Missing: Story = () => <MetricTile label="Impressions" value={null} />;
export const Grid: Story = () => (
  <SimpleGrid cols={{ base: 1, sm: 3 }}>
    <MetricTile label="Video views" value={1_532_004} delta={48_200} href="#views" />
    <MetricTile label="Watch time (hours)" value={20_411} delta={0} href="#watchtime" />
    <MetricTile label="Engagements" value={73_950} delta={-1_300} href="#engagements" />
  </SimpleGrid>
);
