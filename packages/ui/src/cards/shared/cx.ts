/** Joins class names, skipping empty ones: a card's own class plus the caller's `className`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
