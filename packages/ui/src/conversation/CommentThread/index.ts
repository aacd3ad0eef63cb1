export { CommentComposer } from './CommentComposer';
export type { CommentComposerProps } from './CommentComposer';
export { CommentThread } from './CommentThread';
export type { CommentThreadLabels, CommentThreadProps } from './CommentThread';
export { lastSeenCreatorIndex, startsNewSender } from './threadRules';
export type { ThreadComment } from './threadRules';
