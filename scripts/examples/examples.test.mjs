// The generated examples: fresh, deterministic, and the very answers of the mock's reads.
import { describe, expect, it } from 'vitest';
import { buildExamples } from './build.mjs';
import { personaNames, seed } from '../mock/world/dataset.mjs';
import { renderExamples, staleExamples } from './generate.mjs';
import { read } from '../mock/world/views.mjs';

const files = buildExamples();
/** The value of `<op>/<status>/<name>.json`. */
const value = (op, name, status = 200) => {
  const example = files.get(`${op}/${status}/${name}.json`);
  if (!example) throw new Error(`no example ${op}/${status}/${name}`);
  return example.value;
};

describe('output', () => {
  it('committed openapi/examples is what `pnpm examples` makes now', () => {
    expect(staleExamples()).toEqual([]);
  });

  it('is deterministic', () => {
    expect([...renderExamples()]).toEqual([...renderExamples()]);
  });
});

describe('examples are read() answers', () => {
  const creator = seed('creator');

  it('has every persona\u2019s user, company and lists', () => {
    for (const persona of personaNames) {
      const state = seed(persona);
      expect(value('getCurrentUser', persona)).toEqual(read('getCurrentUser', state).body);
      expect(value('getCompany', persona)).toEqual(read('getCompany', state).body);
      expect(value('getProfile', persona)).toEqual(read('getProfile', state).body);
    }
    for (const persona of [
      'creator',
      'busy-creator',
      'new-creator',
      'payments-only',
      'no-campaigns',
    ]) {
      const state = seed(persona);
      expect(value('listAccounts', persona)).toEqual(read('listAccounts', state).body);
      expect(value('listCampaigns', persona)).toEqual(read('listCampaigns', state).body);
    }
  });

  it('selects the creator\u2019s campaigns, contents and analytics by request', () => {
    expect(value('getCampaign', 'creator__id-102')).toEqual(
      read('getCampaign', creator, { path: { id: '102' } }).body,
    );
    expect(value('listComments', 'creator__id-102__contentId-9001')).toEqual(
      read('listComments', creator, { path: { id: '102', contentId: '9001' } }).body,
    );
    expect(value('getAccountAnalytics', 'creator__uuid-1001__period-year__year-2026')).toEqual(
      read('getAccountAnalytics', creator, {
        path: { uuid: '1001' },
        query: { period: 'year', year: '2026' },
      }).body,
    );
  });

  it('names error examples after what they are', () => {
    expect(value('getCampaign', 'not-found', 404).code).toBe('campaign_not_found');
    expect(value('listCampaigns', 'invalid', 422).code).toBe('invalid_page_token');
    expect(value('getAccountAnalytics', 'invalid', 422).code).toBe('invalid_period');
    expect(value('getCombinedVideoReport', 'not-generated', 409).code).toBe('report_not_generated');
    expect(files.get('_responses/Unauthorized/signed-out.json').value.code).toBe('unauthorized');
  });

  it('has a request example beside every mutation answer it shows', () => {
    for (const op of [
      'updateProfile',
      'updatePaymentDetails',
      'createSubmittedContent',
      'createComment',
    ])
      for (const name of ['creator', 'invalid'])
        expect(files.has(`${op}/request/${name}.json`)).toBe(true);
  });
});
