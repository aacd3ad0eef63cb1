import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { MissingPostSlot } from './MissingPostSlot';

const props = {
  platform: 'instagram',
  platformName: 'Instagram',
  typeLabel: 'Reel',
  publishByLabel: (date: string) => `Publish by ${date}`,
  submitLabel: 'Submit content',
};

describe('MissingPostSlot', () => {
  it('shows platform, type and deadline as a long date, and submits for this post', async () => {
    const onSubmit = vi.fn();
    renderUi(<MissingPostSlot {...props} publishBy="2026-12-05" onSubmit={onSubmit} />);
    expect(screen.getByRole('img', { name: 'Instagram' })).toBeInTheDocument();
    expect(screen.getByText('Reel')).toBeInTheDocument();
    expect(screen.getByText('Publish by Dec 5, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit content' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('has no deadline line without publishBy', () => {
    renderUi(<MissingPostSlot {...props} onSubmit={() => {}} />);
    expect(screen.queryByText(/Publish by/)).not.toBeInTheDocument();
  });

  it('offers no submit button when nothing can be submitted now', () => {
    renderUi(<MissingPostSlot {...props} publishBy="2026-12-05" />);
    expect(screen.getByText('Reel')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no axe violations', async () => {
    renderUi(<MissingPostSlot {...props} publishBy="2026-12-05" onSubmit={() => {}} />);
    await expectNoAxeViolations();
  });
});
