import { describe, expect, it } from 'vitest';
import { submitBlock, submitRefusal } from './campaign-submit';

describe('submitBlock (submitting only where the backend accepts it)', () => {
  const active = { status: 'active', opportunityId: null, contractSignUrl: null } as const;
  it.each<[string, Parameters<typeof submitBlock>[0], ReturnType<typeof submitBlock>]>([
    ['active, contract signed, no opportunity', active, null],
    ['an unanswered opportunity', { ...active, opportunityId: 501 }, 'opportunity'],
    ['an upcoming campaign', { ...active, status: 'upcoming' }, 'upcoming'],
    ['a completed campaign', { ...active, status: 'completed' }, 'completed'],
    [
      'a contract to sign',
      { ...active, contractSignUrl: 'https://sign.example.com/e/1' },
      'contract',
    ],
    [
      'an upcoming opportunity: the opportunity first',
      { ...active, status: 'upcoming', opportunityId: 502 },
      'opportunity',
    ],
  ])('%s', (_name, given, want) => expect(submitBlock(given)).toBe(want));
});

describe('submitRefusal (the mock and backend refusal codes)', () => {
  it.each<[string, unknown, ReturnType<typeof submitRefusal>]>([
    ['campaign ended', { code: 'campaign_ended', message: 'x', errors: {} }, 'completed'],
    ['not started', { code: 'campaign_not_started' }, 'upcoming'],
    ['contract', { code: 'contract_not_signed' }, 'contract'],
    ['opportunity', { code: 'opportunity_not_accepted' }, 'opportunity'],
    ['a field error', { code: 'validation_failed' }, null],
    ['not an object', 'oops', null],
    ['no body', undefined, null],
  ])('%s', (_name, body, want) => expect(submitRefusal(body)).toBe(want));
});
