import { NetworkError, parseErrorBody } from '@creator/api-client';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, createI18n, type TFunction } from '../i18n/i18n';
import { refusalFailure, statusOf } from './FormStatus';
import { offlineWriteText, rateLimitText } from './rate-limit';

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

describe('a write attempted offline', () => {
  afterEach(() => onlineManager.setOnline(true));
  const unsent = new NetworkError('Failed to fetch');

  it('says nothing was sent and what was typed stays, in English and Japanese, on the form too', async () => {
    onlineManager.setOnline(false);
    const en = await translator('en');
    expect(offlineWriteText(en, unsent)).toBe(
      'You are offline: nothing was sent. What you entered is kept; send it again once you are back online.',
    );
    const failure = refusalFailure(en, { errors: {}, unplaced: [] }, unsent);
    expect(statusOf(failure, false)).toEqual([offlineWriteText(en, unsent)]);
    const ja = await translator('ja');
    expect(offlineWriteText(ja, unsent)).toContain('オフラインのため送信されませんでした');
  });

  it('is not what a network failure while online says (the server out of reach), nor a refusal', async () => {
    const en = await translator('en');
    expect(offlineWriteText(en, unsent)).toBeNull();
    onlineManager.setOnline(false);
    expect(offlineWriteText(en, limited('30'))).toBeNull();
  });
});
