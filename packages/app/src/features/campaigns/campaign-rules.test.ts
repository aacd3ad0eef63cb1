import type { Campaign, Opportunity } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { homeCards } from './campaign-rules';

const campaign = (id: number, opportunityId: number | null = null) =>
  ({ id, opportunityId }) as Campaign;
const opportunity = (id: number) => ({ id }) as Opportunity;

describe('homeCards', () => {
  it.each<[string, { given: Parameters<typeof homeCards>; want: string[] }]>([
    [
      'plain campaigns',
      { given: [[campaign(1), campaign(2)], []], want: ['campaign:1', 'campaign:2'] },
    ],
    [
      'linked campaign becomes its opportunity',
      {
        given: [[campaign(1), campaign(3, 501)], [opportunity(501)]],
        want: ['campaign:1', 'opportunity:501'],
      },
    ],
    [
      'opportunity not found stays a campaign',
      { given: [[campaign(3, 999)], [opportunity(501)]], want: ['campaign:3'] },
    ],
    ['opportunities not loaded', { given: [[campaign(3, 501)], undefined], want: ['campaign:3'] }],
  ])('%s', (_name, { given, want }) =>
    expect(
      homeCards(...given).map((c) =>
        c.kind === 'campaign' ? `campaign:${c.campaign.id}` : `opportunity:${c.opportunity.id}`,
      ),
    ).toEqual(want),
  );
});
