import { Component, type ReactNode } from 'react';
import { RetryableError } from './RetryableError';

interface State {
  failed: boolean;
}

/**
 * Keeps a crashing block (a card with unexpected data, say) from taking the page down:
 * the block shows a retryable error and the rest of the page stays.
 */
export class BlockBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <RetryableError onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}
