import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title as the page heading, the subtitle and the actions', () => {
    renderUi(
      <PageHeader
        title="Earnings"
        subtitle="YouTube revenue by month"
        actions={<Button>Download</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(screen.getByText('YouTube revenue by month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('renders no actions area without actions', () => {
    const { container } = renderUi(<PageHeader title="Guides" />);
    expect(container.querySelector('header')?.children).toHaveLength(1);
  });

  it('has no axe violations', async () => {
    renderUi(<PageHeader title="Settings" subtitle="Profile" />);
    await expectNoAxeViolations();
  });
});
