import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { PlatformPostProgress, progressPercent } from './PlatformPostProgress';

const platformName = (p: string) => ({ youtube: 'YouTube', tiktok: 'TikTok' })[p] ?? p;
const countLabel = (s: number, r: number) => `${s} of ${r} submitted`;

describe('PlatformPostProgress', () => {
  it.each([
    ['half', 1, 2, 50],
    ['none', 0, 4, 0],
    ['over-delivered', 5, 3, 100],
    ['nothing required', 0, 0, 100],
    ['one of three', 1, 3, 33],
  ])('progressPercent: %s', (_name, submitted, required, want) => {
    expect(progressPercent(submitted, required)).toBe(want);
  });

  it('shows one named progress bar and count per platform', () => {
    renderUi(
      <PlatformPostProgress
        items={[
          { platform: 'youtube', submitted: 1, required: 2 },
          { platform: 'tiktok', submitted: 0, required: 4 },
        ]}
        platformName={platformName}
        countLabel={countLabel}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'YouTube' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('progressbar', { name: 'TikTok' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByText('1 of 2 submitted')).toBeInTheDocument();
    expect(screen.getByText('0 of 4 submitted')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderUi(
      <PlatformPostProgress
        items={[{ platform: 'youtube', submitted: 1, required: 2 }]}
        platformName={platformName}
        countLabel={countLabel}
      />,
    );
    await expectNoAxeViolations();
  });
});
