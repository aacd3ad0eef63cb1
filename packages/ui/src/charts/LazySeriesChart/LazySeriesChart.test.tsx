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

  it('commits a deferred chart as its skeleton first, and draws it in the pass after', async () => {
    const chart = (deferred: boolean) => (
      <LazySeriesChart
        deferred={deferred}
        data={data}
        series={[{ name: 'videoViews', label: 'Views' }]}
        granularity="day"
        label="Views"
        emptyText="No data"
      />
    );
    // Once its module is loaded, a chart is drawn in the first commit...
    const first = renderUi(chart(false));
    await screen.findByRole('figure', { name: 'Views' });
    first.unmount();
    const again: string[] = [];
    const second = renderUi(
      <>
        {chart(false)}
        <FirstCommit seen={again} />
      </>,
    );
    expect(again).toEqual(['figure']);
    second.unmount();
    // ...but a deferred one is not: the skeleton holds its place until the next pass.
    const deferred: string[] = [];
    renderUi(
      <>
        {chart(true)}
        <FirstCommit seen={deferred} />
      </>,
    );
    expect(deferred).toEqual(['progressbar']);
    expect(await screen.findByRole('figure', { name: 'Views' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps a deferred chart as it was in the commit that changes it, and redraws it in the pass after', async () => {
    const chart = (label: string) => (
      <LazySeriesChart
        deferred
        data={data}
        series={[{ name: 'videoViews', label: 'Views' }]}
        granularity="day"
        label={label}
        emptyText="No data"
      />
    );
    const seen: string[] = [];
    const view = (label: string) => (
      <>
        {chart(label)}
        <EveryCommit seen={seen} label={label} />
      </>
    );
    const { rerender } = renderUi(view('Views, November'));
    await screen.findByRole('figure', { name: 'Views, November' });
    seen.length = 0;
    rerender(view('Views, December'));
    // The commit of the change kept the figure as it was: no skeleton in between.
    expect(seen).toEqual(['figure Views, November']);
    expect(await screen.findByRole('figure', { name: 'Views, December' })).toBeInTheDocument();
  });
});
