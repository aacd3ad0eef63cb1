// Rules the server applies and the app checks before sending, held once in rules/platform-rules.json
// and rules/bank-details.js: this module gives them to the app, and the mock server
// (scripts/mock/world) reads the same files.
import rules from './rules/platform-rules.json' with { type: 'json' };
import type { Platform, PostType } from './types.ts';

/** Post types each platform allows (docs/product-rules.md#submitting-content). */
export const ALLOWED_POST_TYPES: Readonly<Record<Platform, readonly PostType[]>> =
  rules.postTypes as Record<Platform, readonly PostType[]>;

/**
 * A TikTok profile URL: https, tiktok.com or www.tiktok.com, then `@handle` (2 to 24 of letters,
 * digits, `.` and `_`), an optional slash, nothing after. Group 2 is the handle.
 */
export const TIKTOK_PROFILE_URL: RegExp = new RegExp(rules.tiktokProfileUrl);

export { bankFieldIssue, isRoutingNumber, isSwift } from './rules/bank-details.js';
