export { isPlayableType, PLAYABLE_TYPES, SubmittedContentCard } from './SubmittedContentCard';
export type { SubmittedContentCardData, SubmittedContentCardProps } from './SubmittedContentCard';
