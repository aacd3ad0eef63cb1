import { NetworkError, parseErrorBody } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { applyLanguage, createI18n, type TFunction } from '../i18n/i18n';
import { actionRefusalText, refusalText } from './refusal';

async function translator(language: string): Promise<TFunction> {
  const i18n = createI18n();
  await applyLanguage(i18n, language);
  return i18n.getFixedT(language, 'translation', 'creator_dashboard') as unknown as TFunction;
}

const SERVER = 'Server wording, not ours.';
const refused = (status: number, code: string, retryAfter: string | null = null) =>
  parseErrorBody(status, { code, message: SERVER, errors: {}, codes: {} }, retryAfter);
const ours = 'Our own failure text.';

describe('what a refused write says', () => {
  it("says a code the app knows in the app's words, in English and Japanese", async () => {
    const en = await translator('en');
    expect(refusalText(en, refused(422, 'content_locked'), ours)).toBe(
      'This content is approved or live: it can no longer be changed.',
    );
    expect(refusalText(en, refused(422, 'validation_failed'), ours)).toBe(
      'Please correct the fields.',
    );
    expect(refusalText(en, refused(404, 'campaign_not_found'), ours)).toContain('no longer there');
    // A 404 says so whatever its code: a plain `not_found` (an unknown path) too.
    expect(refusalText(en, refused(404, 'not_found'), ours)).toContain('no longer there');
    expect(refusalText(en, refused(404, 'a_code_of_a_later_contract'), ours)).toContain(
      'no longer there',
    );
    const ja = await translator('ja');
    const text = refusalText(ja, refused(422, 'account_in_cms'), ours);
    expect(text).toContain('ネットワーク');
    expect(text).not.toContain(SERVER);
  });

  it('says how long to wait on a 429', async () => {
    const en = await translator('en');
    expect(refusalText(en, refused(429, 'rate_limited', '12'), ours)).toContain('wait 12 seconds');
  });

  it("gives the caller's text for a server failure, a bad request or no answer", async () => {
    const en = await translator('en');
    expect(refusalText(en, refused(500, 'internal_error'), ours)).toBe(ours);
    expect(refusalText(en, refused(400, 'malformed_body'), ours)).toBe(ours);
    expect(refusalText(en, new NetworkError('offline'), ours)).toBe(ours);
    expect(refusalText(en, new Error('boom'), ours)).toBe(ours);
    expect(refusalText(en, parseErrorBody(422, 'not json', null), ours)).toBe(ours);
  });

  it('tells a failure on our side from no answer when the caller has a text for each', async () => {
    const en = await translator('en');
    const broken = 'Something broke on our side.';
    expect(refusalText(en, refused(500, 'internal_error'), ours, broken)).toBe(broken);
    expect(refusalText(en, refused(503, 'whatever'), ours, broken)).toBe(broken);
    expect(refusalText(en, refused(400, 'malformed_body'), ours, broken)).toBe(broken);
    expect(refusalText(en, parseErrorBody(422, 'not json', null), ours, broken)).toBe(broken);
    expect(refusalText(en, new NetworkError('unreachable'), ours, broken)).toBe(ours);
  });

  it("falls back to the server's message only for a 4xx code the app does not know", async () => {
    const en = await translator('en');
    expect(refusalText(en, refused(422, 'a_code_of_a_later_contract'), ours)).toBe(SERVER);
  });

  it('an action with no field to correct never asks to correct the fields', async () => {
    const en = await translator('en');
    const text = actionRefusalText(en, refused(422, 'validation_failed'), ours);
    expect(text).toContain('cannot be done as things stand');
    expect(text).not.toContain('correct the fields');
    expect(actionRefusalText(en, refused(422, 'account_in_cms'), ours)).toContain('network');
    expect(actionRefusalText(en, refused(500, 'internal_error'), ours)).toBe(ours);
    const ja = await translator('ja');
    expect(actionRefusalText(ja, refused(422, 'validation_failed'), ours)).toContain('再読み込み');
  });
});
