import { describe, expect, it } from 'vitest';
import {
  isTiktokProfileUrl,
  TIKTOK_PROFILE_URL as APP_RULE,
} from '../../../packages/app/src/features/accounts/account-rules.ts';
import { connectTiktokAccount, TIKTOK_PROFILE_URL } from './writes.mjs';
import { seed } from './dataset.mjs';

// decisions.md: the TikTok URL rule is one rule, so the overlay never sends what the server refuses.
describe('the TikTok profile URL rule', () => {
  it('is the same expression in the app and in the mock', () => {
    expect(APP_RULE.source).toBe(TIKTOK_PROFILE_URL.source);
    expect(APP_RULE.flags).toBe(TIKTOK_PROFILE_URL.flags);
  });

  it.each([
    'https://www.tiktok.com/@leo.park',
    'https://tiktok.com/@leo_park/',
    'https://m.tiktok.com/@leo',
    'https://www.tiktok.com/@leo?lang=en',
    'http://www.tiktok.com/@leo',
    'https://www.tiktok.com/@l',
  ])('%s: the overlay accepts exactly what the server accepts', (url) => {
    const accepted = connectTiktokAccount(seed('new-creator'), { url }).status === 201;
    expect(isTiktokProfileUrl(url)).toBe(accepted);
  });
});
