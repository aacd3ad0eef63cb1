import { ErrorState } from '@creator/ui';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

interface Props {
  /** The error text shown when the block crashed. */
  message: string;
  /** The retry button's label. */
  retryLabel: string;
  children: ReactNode;
}

/**
 * Keeps a crashing block (a card with unexpected data, say) from taking the page down:
 * the block shows the kit's error state with a retry, and the rest of the page stays.
 */
export function BlockBoundary({ message, retryLabel, children }: Props) {
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => (
        <ErrorState message={message} retryLabel={retryLabel} onRetry={resetErrorBoundary} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
