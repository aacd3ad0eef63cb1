import { CreatorUiProvider } from '@creator/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockBoundary } from './BlockBoundary';

const data = { broken: true };

function Card() {
  if (data.broken) throw new Error('unexpected data');
  return <p>The card</p>;
}

afterEach(() => {
  data.broken = true;
  vi.restoreAllMocks();
});

describe('BlockBoundary', () => {
  it('shows the error state instead of a crashing block, keeps the rest, and retry renders it again', async () => {
    // React reports the caught error on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <CreatorUiProvider env="test">
        <h1>The page</h1>
        <BlockBoundary message="This block could not be shown." retryLabel="Retry">
          <Card />
        </BlockBoundary>
      </CreatorUiProvider>,
    );
    expect(screen.getByText('This block could not be shown.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    data.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('The card')).toBeInTheDocument();
    expect(screen.queryByText('This block could not be shown.')).not.toBeInTheDocument();
  });
});
