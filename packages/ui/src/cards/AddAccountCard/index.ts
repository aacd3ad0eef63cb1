export { AddAccountCard } from './AddAccountCard';
export type { AddAccountCardProps } from './AddAccountCard';
