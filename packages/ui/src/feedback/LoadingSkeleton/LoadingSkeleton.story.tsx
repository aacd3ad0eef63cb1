import type { Story, StoryMeta } from '../../story';
import { LoadingSkeleton } from './LoadingSkeleton';

export default { title: 'Feedback/Loading skeleton' } satisfies StoryMeta;

/** Campaign cards loading. */
export const Cards: Story = () => <LoadingSkeleton variant="card" label="Loading campaigns" />;

/** The payments list loading. */
export const List: Story = () => (
  <LoadingSkeleton variant="list" label="Loading payments" count={5} />
);

/** A guide body loading. */
export const Text: Story = () => <LoadingSkeleton variant="text" label="Loading guide" count={4} />;
