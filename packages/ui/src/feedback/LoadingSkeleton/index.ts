export { LoadingSkeleton } from './LoadingSkeleton';
export type { LoadingSkeletonProps, SkeletonVariant } from './LoadingSkeleton';
