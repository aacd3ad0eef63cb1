export { TabBar } from './TabBar';
export type { TabBarItem, TabBarProps } from './TabBar';
