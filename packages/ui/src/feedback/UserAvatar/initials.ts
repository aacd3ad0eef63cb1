/**
 * Up to two initials from a name: first letters of the first and last words
 * (`Ana María López` -> `AL`); a single word gives its first letter. Works by code
 * point, so names in Japanese give their first character (`山田 太郎` -> `山太`). Words
 * without a letter or digit (`(Music)`'s parentheses, `-`, emoji) are skipped for the
 * letter-bearing ones: `Mika (Travels)` -> `MT`.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toUpperCase();
}
