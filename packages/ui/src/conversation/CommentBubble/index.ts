export { CommentBubble } from './CommentBubble';
export type { CommentBubbleProps } from './CommentBubble';
