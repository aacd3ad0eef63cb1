export { NavTabs } from './NavTabs';
export type { NavTabsItem, NavTabsProps } from './NavTabs';
