import type { Story, StoryMeta } from '../../story';
import { InfiniteLoader, type InfiniteLoaderStatus } from './InfiniteLoader';

export default { title: 'Feedback/Infinite loader' } satisfies StoryMeta;

const TEXTS = {
  errorText: 'Opps, something went wrong :(',
  retryLabel: 'Retry',
  emptyText: 'No results :(',
  endText: 'No more data :)',
  loadingLabel: 'Loading more campaigns',
};

const at = (status: InfiniteLoaderStatus, isEmpty = false) => (
  <InfiniteLoader status={status} isEmpty={isEmpty} onLoadMore={() => {}} {...TEXTS} />
);

/** A page is loading. */
export const Loading: Story = () => at('loading');
/** The last page failed: error and Retry. */
export const Error: Story = () => at('error');
/** All pages loaded. */
export const End: Story = () => at('complete');
/** Nothing to list. */
export const Empty: Story = () => at('complete', true);
