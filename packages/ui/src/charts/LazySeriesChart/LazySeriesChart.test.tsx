import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { LazySeriesChart } from './LazySeriesChart';

const data = [{ day: '2026-11-01', videoViews: 1200, uploadedVideos: 2 }];

/** What the screen held when its first render was committed: the roles of the chart's box. */
function FirstCommit({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    for (const role of ['progressbar', 'figure'])
      if (document.querySelector(`[role="${role}"]`)) seen.push(role);
  }, [seen]);
  return null;
}

/** At each commit, what the chart's box was: its role and its name, e.g. 'figure Views'. */
function EveryCommit({ seen, label }: { seen: string[]; label: string }) {
  useLayoutEffect(() => {
    const box = document.querySelector('[role="progressbar"], [role="figure"]');
    seen.push(`${box?.getAttribute('role')} ${box?.getAttribute('aria-label')}`);
  }, [seen, label]);
  return null;
}

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

  it('draws a chart in its first commit once the module has loaded, and a change in the same commit', async () => {
    const chart = (label: string) => (
      <LazySeriesChart
        data={data}
        series={[{ name: 'videoViews', label: 'Views' }]}
        granularity="day"
        label={label}
        emptyText="No data"
      />
    );
    const first = renderUi(chart('Views'));
    await screen.findByRole('figure', { name: 'Views' });
    first.unmount();
    // The module is loaded now: no skeleton in the first commit.
    const again: string[] = [];
    renderUi(
      <>
        {chart('Views')}
        <FirstCommit seen={again} />
      </>,
    );
    expect(again).toEqual(['figure']);
  });

  it('redraws a chart whose props change in the commit that changes them', async () => {
    const seen: string[] = [];
    const view = (label: string) => (
      <>
        <LazySeriesChart
          data={data}
          series={[{ name: 'videoViews', label: 'Views' }]}
          granularity="day"
          label={label}
          emptyText="No data"
        />
        <EveryCommit seen={seen} label={label} />
      </>
    );
    const { rerender } = renderUi(view('Views, November'));
    await screen.findByRole('figure', { name: 'Views, November' });
    seen.length = 0;
    rerender(view('Views, December'));
    // No skeleton and no stale chart in between: the new period is drawn at once.
    expect(seen).toEqual(['figure Views, December']);
  });
});
