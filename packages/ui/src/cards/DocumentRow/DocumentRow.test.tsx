import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { DocumentRow } from './DocumentRow';

const document = {
  filename: 'Agreement.pdf',
  date: '2026-03-04',
  downloadUrl: 'https://files.example.com/41.pdf',
};

describe('DocumentRow', () => {
  it('shows the filename and the date as YYYY/MM/DD', () => {
    renderUi(<DocumentRow document={document} downloadLabel="Download" />);
    expect(screen.getByText('Agreement.pdf')).toBeInTheDocument();
    expect(screen.getByText('2026/03/04')).toBeInTheDocument();
  });

  it('downloads through a link that opens a new tab without access to the dashboard', () => {
    renderUi(<DocumentRow document={document} downloadLabel="Download" />);
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', 'https://files.example.com/41.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('Agreement.pdf');
  });

  it('has no axe violations', async () => {
    renderUi(<DocumentRow document={document} downloadLabel="Download" />);
    await expectNoAxeViolations();
  });
});
