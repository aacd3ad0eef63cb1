import { describe, expect, it } from 'vitest';
import { isTiktokProfileUrl } from '../../../packages/app/src/features/accounts/account-rules.ts';
import { connectTiktokAccount } from './writes.mjs';
import { seed } from './dataset.mjs';

// The TikTok URL rule is one rule (docs/product-rules.md#accounts), so the overlay never sends what the server refuses.
describe('the TikTok profile URL rule', () => {
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
