export { StatusCountCard } from './StatusCountCard';
export type { StatusCountCardProps } from './StatusCountCard';
