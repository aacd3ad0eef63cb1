export { PlatformPostProgress, progressPercent } from './PlatformPostProgress';
export type { PlatformPostCount, PlatformPostProgressProps } from './PlatformPostProgress';
