import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { LazySeriesChart } from './LazySeriesChart';

const data = [{ day: '2026-11-01', videoViews: 1200, uploadedVideos: 2 }];

describe('LazySeriesChart', () => {
  it('shows a loading skeleton first, then the chart once its module has loaded', async () => {
    renderUi(
      <LazySeriesChart
        data={data}
        series={[{ name: 'videoViews', label: 'Views' }]}
        granularity="day"
        label="Views"
        emptyText="No data"
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Views' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Views' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('loads the uploaded-videos variant, which shows the empty text without data', async () => {
    renderUi(
      <LazySeriesChart
        variant="uploadedVideos"
        data={[]}
        series={[{ name: 'uploadedVideos', label: 'Uploads' }]}
        granularity="month"
        label="Uploads"
        emptyText="No uploads"
      />,
    );
    expect(await screen.findByText('No uploads', {})).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
