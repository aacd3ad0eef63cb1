import type { Story, StoryMeta } from '../../story';
import { RevenueTierTable } from './RevenueTierTable';

export default { title: 'Cards/Revenue tier table' } satisfies StoryMeta;

const labels = { caption: 'Revenue tiers', range: 'Monthly revenue', percentage: 'Your share' };

export const ThreeTiers: Story = () => (
  <RevenueTierTable
    labels={labels}
    tiers={[
      { minAmount: 0, maxAmount: 1000, percentage: 70 },
      { minAmount: 1000, maxAmount: 10000, percentage: 75 },
      { minAmount: 10000, maxAmount: null, percentage: 82.5 },
    ]}
  />
);
export const SingleTier: Story = () => (
  <RevenueTierTable labels={labels} tiers={[{ minAmount: 0, maxAmount: null, percentage: 80 }]} />
);
