import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { LoadingSkeleton, type SkeletonVariant } from './LoadingSkeleton';

describe('LoadingSkeleton', () => {
  it.each([
    ['card', { count: 2, perItem: 3 }],
    ['list', { count: 4, perItem: 3 }],
    ['text', { count: 5, perItem: 1 }],
  ] as const)('%s: a busy status region with one shape per item', (variant, { count, perItem }) => {
    renderUi(
      <LoadingSkeleton variant={variant as SkeletonVariant} label="Loading" count={count} />,
    );
    const region = screen.getByRole('status', { name: 'Loading' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(count * perItem);
  });

  it('has no axe violations', async () => {
    renderUi(<LoadingSkeleton variant="card" label="Loading campaigns" />);
    await expectNoAxeViolations();
  });
});
