import type { Story, StoryMeta } from '../../story';
import { dailySeries } from '../SeriesChart/storyData';
import { LazySeriesChart } from './LazySeriesChart';

export default { title: 'Charts/Lazy series chart' } satisfies StoryMeta;

export const Views: Story = () => (
  <LazySeriesChart
    data={dailySeries()}
    series={[{ name: 'videoViews', label: 'Video views', color: 'blue.6' }]}
    granularity="day"
    label="Video views, last 28 days"
    emptyText="No data"
  />
);
export const UploadedVideos: Story = () => (
  <LazySeriesChart
    variant="uploadedVideos"
    data={dailySeries()}
    series={[{ name: 'uploadedVideos', label: 'Uploaded videos' }]}
    granularity="day"
    label="Uploaded videos, last 28 days"
    emptyText="No data"
  />
);
