import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { AppTile } from './AppTile';

const app = {
  title: 'ClipForge',
  description: 'Cut vertical videos.',
  linkUrl: 'https://apps.example.com/clipforge',
  logo: { url: 'https://cdn.example.com/logo.png' },
};

describe('AppTile', () => {
  it('is one link that opens the app in a new tab safely', () => {
    renderUi(<AppTile app={app} discountLabel="20% off" newTabHint="(opens in a new tab)" />);
    const link = screen.getByRole('link', { name: /ClipForge/ });
    expect(link).toHaveAttribute('href', 'https://apps.example.com/clipforge');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/opens in a new tab/);
  });

  it('shows description and discount only when present', () => {
    const { rerender } = renderUi(
      <AppTile app={app} discountLabel="20% off" newTabHint="(new tab)" />,
    );
    expect(screen.getByText('20% off')).toBeInTheDocument();
    expect(screen.getByText('Cut vertical videos.')).toBeInTheDocument();
    rerender(<AppTile app={{ ...app, description: null }} newTabHint="(new tab)" />);
    expect(screen.queryByText('20% off')).not.toBeInTheDocument();
    expect(screen.queryByText('Cut vertical videos.')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderUi(<AppTile app={app} discountLabel="20% off" newTabHint="(opens in a new tab)" />);
    await expectNoAxeViolations();
  });
});
