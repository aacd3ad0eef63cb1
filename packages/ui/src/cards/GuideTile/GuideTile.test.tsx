import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { GuideTile } from './GuideTile';

describe('GuideTile', () => {
  it('opens a PDF guide in a new tab safely', () => {
    renderUi(
      <GuideTile
        article={{ title: 'Copyright', pdf: { url: 'https://files.example.com/c.pdf' } }}
        href="/guides/3"
        newTabHint="(PDF, new tab)"
      />,
    );
    const link = screen.getByRole('link', { name: 'Copyright (PDF, new tab)' });
    expect(link).toHaveAttribute('href', 'https://files.example.com/c.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links a guide without PDF to its detail page through renderLink', () => {
    renderUi(
      <GuideTile
        article={{ title: 'Shorts', pdf: { url: null } }}
        href="/guides/4"
        newTabHint="(PDF, new tab)"
        renderLink={({ href, className, children }) => (
          <a href={`/creator${href}`} className={className}>
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Shorts' });
    expect(link).toHaveAttribute('href', '/creator/guides/4');
    expect(link).not.toHaveAttribute('target');
  });

  it('has no axe violations', async () => {
    renderUi(
      <GuideTile
        article={{ title: 'Shorts', icon: { url: 'https://cdn.example.com/i.png' } }}
        href="/guides/4"
        newTabHint="(new tab)"
      />,
    );
    await expectNoAxeViolations();
  });
});
