/** Comment fields the thread reads (names as in the API). */
export interface ThreadComment {
  /** Comment id (the list's key when given). */
  id?: number | string;
  /** The text. */
  content: string;
  /** `comment`, or a status message (approved, rejected…) styled apart. */
  type: string;
  /** Who wrote it: name and picture. */
  sender?: { name: string; avatar?: string | null } | null;
  /** Written by the creator (right side) rather than the company (left side). */
  sentByCreator: boolean;
  /** The other side has read it. */
  seen: boolean;
  /** When it was written (ISO 8601). */
  createdAt: string;
}

/** True when the comment at `index` starts a new sender's run, so the thread shows a timestamp above it. */
export function startsNewSender(comments: readonly ThreadComment[], index: number): boolean {
  const current = comments[index];
  const previous = comments[index - 1];
  if (!current) return false;
  if (!previous) return true;
  return (
    previous.sentByCreator !== current.sentByCreator ||
    (previous.sender?.name ?? null) !== (current.sender?.name ?? null)
  );
}

/** Index of the creator's last message the company has seen (it carries the seen mark), or -1. */
export function lastSeenCreatorIndex(comments: readonly ThreadComment[]): number {
  for (let i = comments.length - 1; i >= 0; i -= 1) {
    const comment = comments[i];
    if (comment?.sentByCreator && comment.seen) return i;
  }
  return -1;
}
