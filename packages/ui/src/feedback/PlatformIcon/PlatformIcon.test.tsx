import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { PlatformIcon } from './PlatformIcon';
import { PLATFORMS } from './platformGlyphs';

describe('PlatformIcon', () => {
  it.each(PLATFORMS.map((platform) => [platform]))(
    'draws %s with its accessible name',
    (platform) => {
      renderUi(<PlatformIcon platform={platform} label={`Name of ${platform}`} />);
      const icon = screen.getByRole('img', { name: `Name of ${platform}` });
      expect(icon).toHaveAttribute('data-platform', platform);
      expect(icon.childElementCount).toBeGreaterThan(0);
    },
  );

  it('is hidden from screen readers without a label', () => {
    renderUi(<PlatformIcon platform="twitch" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes its size', () => {
    renderUi(<PlatformIcon platform="facebook" size={48} label="Facebook" />);
    expect(screen.getByRole('img', { name: 'Facebook' })).toHaveAttribute('width', '48');
  });

  it('has no axe violations', async () => {
    renderUi(
      <>
        <PlatformIcon platform="youtube" label="YouTube" />
        <PlatformIcon platform="instagram" />
      </>,
    );
    await expectNoAxeViolations();
  });
});
