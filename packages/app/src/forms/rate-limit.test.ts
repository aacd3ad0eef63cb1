import { parseErrorBody } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { applyLanguage, createI18n, type TFunction } from '../i18n/i18n';
import { refusalFailure, statusOf } from './FormStatus';
import { rateLimitText } from './rate-limit';

const limited = (retryAfter: string | null) =>
  parseErrorBody(
    429,
    { code: 'rate_limited', message: 'Too many requests (server text).' },
    retryAfter,
  );

async function translator(language: string): Promise<TFunction> {
  const i18n = createI18n();
  await applyLanguage(i18n, language);
  return i18n.getFixedT(language, 'translation', 'creator_dashboard') as unknown as TFunction;
}

describe('a write refused for its rate (429)', () => {
  it('says how long to wait and that what was typed stays, in English and Japanese', async () => {
    const en = await translator('en');
    expect(rateLimitText(en, limited('30'))).toBe(
      'Too many attempts in a short time. Please wait 30 seconds, then try again: what you entered is kept.',
    );
    expect(rateLimitText(en, limited('1'))).toContain('wait 1 second,');
    expect(rateLimitText(en, limited(null))).toContain('wait a moment');
    const ja = await translator('ja');
    expect(rateLimitText(ja, limited('30'))).toContain('30秒待ってから');
  });

  it("is the form's status, instead of 'could not be saved' or the server's text", async () => {
    const en = await translator('en');
    const lines = statusOf(refusalFailure(en, { errors: {}, unplaced: [] }, limited('5')), false);
    expect(lines).toEqual([rateLimitText(en, limited('5'))]);
    expect(lines.join(' ')).not.toContain('server text');
  });

  it('leaves every other failure to its own message', async () => {
    const en = await translator('en');
    expect(rateLimitText(en, parseErrorBody(500, {}))).toBeNull();
    expect(rateLimitText(en, new Error('offline'))).toBeNull();
    expect(
      statusOf(refusalFailure(en, { errors: {}, unplaced: [] }, parseErrorBody(500, {})), false),
    ).toEqual([en('settings.save_failed')]);
  });
});
