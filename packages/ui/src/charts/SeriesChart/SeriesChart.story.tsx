import type { Story, StoryMeta } from '../../story';
import { SeriesChart } from './SeriesChart';
import { dailySeries, monthlySeries } from './storyData';
import { UploadedVideosChart } from './UploadedVideosChart';

export default { title: 'Charts/Series chart' } satisfies StoryMeta;

export const DailyViews: Story = () => (
  <SeriesChart
    data={dailySeries()}
    series={[{ name: 'videoViews', label: 'Video views', color: 'blue.6' }]}
    granularity="day"
    label="Video views, last 28 days"
    emptyText="No data"
  />
);
export const DailyRevenueLine: Story = () => (
  <SeriesChart
    data={dailySeries()}
    series={[{ name: 'revenue', label: 'Estimated net revenue', color: 'green.6' }]}
    granularity="day"
    kind="line"
    valueFormatter={(v) => `$${v.toFixed(2)}`}
    label="Estimated net revenue, last 28 days"
    emptyText="No data"
  />
);
export const MonthlyTwoSeries: Story = () => (
  <SeriesChart
    data={monthlySeries()}
    series={[
      { name: 'videoViews', label: 'Video views', color: 'blue.6' },
      { name: 'subscribers', label: 'Subscribers', color: 'orange.6' },
    ]}
    granularity="month"
    label="Views and subscribers, 2026"
    emptyText="No data"
  />
);
export const UploadedVideosFew: Story = () => (
  <UploadedVideosChart
    data={dailySeries()}
    series={[{ name: 'uploadedVideos', label: 'Uploaded videos' }]}
    granularity="day"
    label="Uploaded videos, last 28 days"
    emptyText="No data"
  />
);
export const UploadedVideosMonthly: Story = () => (
  <UploadedVideosChart
    data={monthlySeries()}
    series={[{ name: 'uploadedVideos', label: 'Uploaded videos' }]}
    granularity="month"
    label="Uploaded videos, 2026"
    emptyText="No data"
  />
);
export const Empty: Story = () => (
  <SeriesChart
    data={[]}
    series={[{ name: 'videoViews', label: 'Video views' }]}
    granularity="day"
    label="Video views"
    emptyText="No data for this period"
  />
);
