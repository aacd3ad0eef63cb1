import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectRootProps, renderUi } from '../../../test/render';
import { MetricTile } from './MetricTile';

describe('MetricTile', () => {
  it('shows the label and the value with thousands separators', () => {
    renderUi(<MetricTile label="Video views" value={1532004} />);
    expect(screen.getByText('Video views')).toBeInTheDocument();
    expect(screen.getByText('1,532,004')).toBeInTheDocument();
  });

  it('shows N/A for a missing value', () => {
    renderUi(<MetricTile label="Impressions" value={null} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it.each([
    ['rising', 1204, '+1,204', 'up'],
    ['falling', -50, '−50', 'down'],
    ['unchanged', 0, '0 vs last period', 'flat'],
  ])('marks a %s delta', (_name, delta, text, direction) => {
    renderUi(
      <MetricTile label="Subscribers" value={10} delta={delta} deltaLabel="vs last period" />,
    );
    const shown = screen.getByText(
      (_content, el) =>
        el?.hasAttribute('data-direction') === true && el.textContent?.startsWith(text) === true,
    );
    expect(shown).toHaveAttribute('data-direction', direction);
    expect(shown).toHaveTextContent('vs last period');
  });

  it('uses the given value formatter', () => {
    renderUi(<MetricTile label="Revenue" value={12.5} formatValue={(v) => `$${v?.toFixed(2)}`} />);
    expect(screen.getByText('$12.50')).toBeInTheDocument();
  });

  it('becomes a link named by its label and value when given an href', async () => {
    renderUi(<MetricTile label="Video views" value={5} href="/analytics/1/last_28_days/views" />);
    expect(screen.getByRole('link', { name: 'Video views 5' })).toHaveAttribute(
      'href',
      '/analytics/1/last_28_days/views',
    );
    await expectNoAxeViolations();
  });
  it('takes className and passes other props to its root', () => {
    expectRootProps(<MetricTile label="Video views" value={1532004} />);
  });
});
