import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { ChartPlot, type ChartPlotProps } from './ChartPlot';

// The drawing at a given size (SeriesChart measures its box, which jsdom does not lay out).
const months = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01'];
const data = months.map((month, i) => ({
  month,
  paid: [100, null, 300, 0][i],
  pending: [50, 20, null, 0][i],
}));
const series = [
  { name: 'paid', label: 'Paid', color: 'green' },
  { name: 'pending', label: 'Pending', color: 'orange' },
];

function plot(props: Partial<ChartPlotProps> = {}) {
  return renderUi(
    <div role="figure" aria-label="Earnings">
      <ChartPlot
        data={data}
        series={series}
        kind="area"
        stacked={false}
        dataKey="month"
        width={600}
        height={260}
        dates={(value) => `date ${String(value).slice(5, 7)}`}
        title={(value) => `title ${String(value).slice(0, 7)}`}
        ticks={(value) => String(value)}
        format={(value) => `$${value}`}
        suggestedMax={undefined}
        allowDecimals
        highlighted={null}
        label="Earnings"
        {...props}
      />
    </div>,
  );
}

const drawing = () => screen.getByRole('application', { name: 'Earnings' });
const tooltip = () => document.querySelector('[data-chart="tooltip"]');

describe('ChartPlot', () => {
  it('draws a dot for each value of each curve (a gap has none), and the axes', () => {
    plot();
    expect(document.querySelectorAll('[data-chart="dot"]')).toHaveLength(3 + 3);
    expect(document.querySelector('[data-chart="y-axis"]')).toHaveTextContent('080160240320');
    expect(document.querySelector('[data-chart="x-axis"]')).toHaveTextContent(
      'date 01date 02date 03date 04',
    );
    expect(tooltip()).toBeNull();
  });

  it('draws stacked bars, none for an empty value or 0', () => {
    plot({ kind: 'bar', stacked: true });
    const bars = [...document.querySelectorAll('[data-chart="bar"]')];
    expect(bars.map((bar) => bar.getAttribute('data-series'))).toEqual([
      'paid',
      'pending',
      'pending',
      'paid',
    ]);
    // The first month's bars sit one on the other: pending starts where paid ends.
    const [paid, pending] = bars;
    expect(
      Number(pending!.getAttribute('y')) + Number(pending!.getAttribute('height')),
    ).toBeCloseTo(Number(paid!.getAttribute('y')));
  });

  it('walks the points with the arrow keys, shows each in the tooltip and reads it out', async () => {
    const user = userEvent.setup();
    plot();
    await user.tab();
    expect(drawing()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tooltip()).toHaveTextContent('title 2026-01Paid$100Pending$50');
    expect(screen.getByText('title 2026-01, Paid $100, Pending $50')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-chart="active-dot"]')).toHaveLength(2);
    // A value missing at a point is left out of the tooltip, not shown as 0.
    await user.keyboard('{ArrowRight}');
    expect(tooltip()).toHaveTextContent('title 2026-02Pending$20');
    expect(tooltip()).not.toHaveTextContent('Paid');
    await user.keyboard('{End}');
    expect(tooltip()).toHaveTextContent('title 2026-04Paid$0Pending$0');
    await user.keyboard('{ArrowRight}');
    expect(tooltip()).toHaveTextContent('title 2026-04');
    await user.keyboard('{Home}');
    expect(tooltip()).toHaveTextContent('title 2026-01');
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(tooltip()).toHaveTextContent('title 2026-04');
    await user.tab();
    expect(tooltip()).toBeNull();
  });

  it('shows the point under the pointer, without reading it out, until the pointer leaves', () => {
    plot();
    // jsdom lays nothing out: the drawing's box starts at 0, so clientX is the x in the drawing.
    fireEvent.pointerMove(drawing(), { clientX: 599 });
    expect(tooltip()).toHaveTextContent('title 2026-04');
    expect(screen.queryByText(/^title 2026-04, /)).not.toBeInTheDocument();
    fireEvent.pointerMove(drawing(), { clientX: 60 });
    expect(tooltip()).toHaveTextContent('title 2026-01');
    fireEvent.pointerLeave(drawing());
    expect(tooltip()).toBeNull();
  });

  it('shows the point a finger taps, and keeps it when the finger lifts', () => {
    plot();
    fireEvent.pointerDown(drawing(), { clientX: 599, pointerType: 'touch' });
    expect(tooltip()).toHaveTextContent('title 2026-04');
    fireEvent.pointerLeave(drawing(), { pointerType: 'touch' });
    expect(tooltip()).toHaveTextContent('title 2026-04');
    fireEvent.pointerLeave(drawing(), { pointerType: 'mouse' });
    expect(tooltip()).toBeNull();
  });

  it('dims the series the legend does not point at', () => {
    plot({ highlighted: 'pending' });
    const [paidDot] = document.querySelectorAll('[data-series="paid"] [data-chart="dot"]');
    const [pendingDot] = document.querySelectorAll('[data-series="pending"] [data-chart="dot"]');
    expect(paidDot).toHaveAttribute('fill-opacity', '0');
    expect(pendingDot).toHaveAttribute('fill-opacity', '1');
  });

  it('has no axe violations, its tooltip open', async () => {
    const user = userEvent.setup();
    plot();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await expectNoAxeViolations();
  });
});
