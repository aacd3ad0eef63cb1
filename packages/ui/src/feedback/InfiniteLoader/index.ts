export { InfiniteLoader } from './InfiniteLoader';
export type { InfiniteLoaderProps, InfiniteLoaderStatus } from './InfiniteLoader';
