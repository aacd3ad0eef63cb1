/**
 * How a page enters: deeper paths slide in from the right, shallower from the left, siblings
 * fade; the first page of a visit shows at once (a fade would only delay its paint).
 */
export type TransitionKind = 'none' | 'fade' | 'slide-left' | 'slide-right';

/** Number of segments of a path: `/campaigns/102` -> 2. */
export function pathDepth(path: string): number {
  return path.split('/').filter(Boolean).length;
}

/** The transition from one page path to the next (none for the first page). */
export function transitionBetween(previous: string | null, next: string): TransitionKind {
  if (previous === null) return 'none';
  const [from, to] = [pathDepth(previous), pathDepth(next)];
  if (to > from) return 'slide-left';
  if (to < from) return 'slide-right';
  return 'fade';
}
