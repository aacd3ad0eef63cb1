import { ErrorState } from '@creator/ui';
import { Component, type ReactNode } from 'react';

interface Props {
  /** The error text shown when the block crashed. */
  message: string;
  /** The retry button's label. */
  retryLabel: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a crashing block (a card with unexpected data, say) from taking the page down:
 * the block shows the kit's error state with a retry, and the rest of the page stays.
 */
export class BlockBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <ErrorState
        message={this.props.message}
        retryLabel={this.props.retryLabel}
        onRetry={() => this.setState({ failed: false })}
      />
    ) : (
      this.props.children
    );
  }
}
