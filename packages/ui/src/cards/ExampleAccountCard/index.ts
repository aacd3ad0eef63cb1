export { ExampleAccountCard } from './ExampleAccountCard';
export type { ExampleAccountCardProps } from './ExampleAccountCard';
