/** Text cuts, in characters (docs/product-rules.md#formats-limits-and-constants). */
export const TEXT_LIMITS = {
  /** Text posts on cards. */
  textPost: 250,
  /** Account titles. */
  accountTitle: 24,
  /** Header of the edit submitted-content page. */
  editHeader: 70,
  /** Everything else. */
  default: 100,
} as const;

/** Appended to cut text. */
export const ELLIPSIS = '…';

/**
 * Cuts `text` so the result, ellipsis included, is at most `limit` characters
 * (so a column sized for the limit never overflows). Counts characters as code
 * points, so an emoji is never split in half; trailing spaces before the ellipsis are dropped.
 * Text within the limit comes back unchanged; missing text gives ''.
 */
export function truncate(
  text: string | null | undefined,
  limit: number = TEXT_LIMITS.default,
): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  if (limit < 1) return '';
  return (
    chars
      .slice(0, limit - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  );
}
