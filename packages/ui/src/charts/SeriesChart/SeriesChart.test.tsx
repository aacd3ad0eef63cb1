import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { SeriesChart } from './SeriesChart';
import { UploadedVideosChart } from './UploadedVideosChart';

// jsdom has no layout, so the chart measures no size and draws nothing here (ChartPlot.test.tsx draws
// at a given size); the catalogue's Playwright run checks the drawing.
const data = [
  { day: '2026-11-01', videoViews: 1200, uploadedVideos: 1 },
  { day: '2026-11-02', videoViews: 1500, uploadedVideos: 0 },
];

describe('SeriesChart', () => {
  it.each(['area', 'line', 'bar'] as const)('renders a %s chart as a named figure', (kind) => {
    renderUi(
      <SeriesChart
        data={data}
        kind={kind}
        series={[{ name: 'videoViews', label: 'Views' }]}
        granularity="day"
        label="Views, November"
        emptyText="No data"
      />,
    );
    expect(screen.getByRole('figure', { name: 'Views, November' })).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('shows the empty text instead of a chart when there is no data', () => {
    renderUi(
      <SeriesChart
        data={[]}
        series={[{ name: 'videoViews', label: 'Views' }]}
        granularity="month"
        label="Views"
        emptyText="No data"
      />,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('renders the uploaded-videos variant, also with empty data', () => {
    const { rerender } = renderUi(
      <UploadedVideosChart
        data={data}
        series={[{ name: 'uploadedVideos', label: 'Uploads' }]}
        granularity="day"
        label="Uploads"
        emptyText="No uploads"
      />,
    );
    expect(screen.getByRole('figure', { name: 'Uploads' })).toBeInTheDocument();
    rerender(
      <UploadedVideosChart
        data={[]}
        series={[{ name: 'uploadedVideos', label: 'Uploads' }]}
        granularity="day"
        label="Uploads"
        emptyText="No uploads"
      />,
    );
    expect(screen.getByText('No uploads')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderUi(
      <SeriesChart
        data={data}
        series={[{ name: 'videoViews', label: 'Views' }]}
        granularity="day"
        label="Views"
        emptyText="No data"
      />,
    );
    await expectNoAxeViolations();
  });
});
