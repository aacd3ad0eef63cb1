import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title as a heading of the given level, and the description', () => {
    renderUi(
      <EmptyState title="No campaigns" description="New campaigns appear here." order={2} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No campaigns' })).toBeInTheDocument();
    expect(screen.getByText('New campaigns appear here.')).toBeInTheDocument();
  });

  it('renders the action', () => {
    renderUi(<EmptyState title="No accounts" action={<Button>Add account</Button>} />);
    expect(screen.getByRole('button', { name: 'Add account' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderUi(<EmptyState title="No campaigns" icon={<span>★</span>} />);
    await expectNoAxeViolations();
  });
});
