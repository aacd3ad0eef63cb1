import { describe, expect, it } from 'vitest';
import { transitionBetween, type TransitionKind } from './page-transition';

describe('transitionBetween', () => {
  it.each<[string, { given: [string | null, string]; want: TransitionKind }]>([
    ['the first page shows at once', { given: [null, '/dashboard'], want: 'none' }],
    ['sibling pages fade', { given: ['/dashboard', '/accounts'], want: 'fade' }],
    [
      'deeper slides left',
      { given: ['/campaigns', '/campaigns/102/submitted_contents/new'], want: 'slide-left' },
    ],
    ['shallower slides right', { given: ['/accounts/1001', '/accounts'], want: 'slide-right' }],
  ])('%s', (_name, { given, want }) => expect(transitionBetween(...given)).toBe(want));
});
