/**
 * How many of the items, in order, fit in `available` pixels with `gap` between them; when not all
 * fit, room is kept for the "More" button (`more` pixels) that holds the rest.
 */
export function fitItems(widths: readonly number[], more: number, available: number, gap: number) {
  const total = (count: number) =>
    widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (total(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && total(count) + gap + more > available) count -= 1;
  return count;
}
