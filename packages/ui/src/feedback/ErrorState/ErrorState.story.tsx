import type { Story, StoryMeta } from '../../story';
import { ErrorState } from './ErrorState';

export default { title: 'Feedback/Error state' } satisfies StoryMeta;

/** The payments list failed to load. */
export const WithRetry: Story = () => (
  <ErrorState
    message="We could not load your payments. Please try again later."
    retryLabel="Retry"
    onRetry={() => {}}
  />
);

/** A titled error with nothing to retry. */
export const WithTitle: Story = () => (
  <ErrorState title="Connection failed" message="Facebook did not grant the page permissions." />
);
