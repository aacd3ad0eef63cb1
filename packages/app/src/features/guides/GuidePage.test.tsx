import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creatorApi, renderApp } from '../../test/render-app';

describe('guide page', () => {
  it('a PDF-only guide opened by its URL shows its PDF link, opening in a new tab', async () => {
    renderApp('/guides/302', creatorApi());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brand safety checklist (PDF)' }),
    ).toBeVisible();
    const link = screen.getByRole('link', { name: 'Open the guide (PDF, new tab)' });
    expect(link).toHaveAttribute('href', 'http://127.0.0.1:4010/__mock/files/guide-302.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('an HTML guide shows its body and no PDF link', async () => {
    renderApp('/guides/301', creatorApi());
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
  });
});
