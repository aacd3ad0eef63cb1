export { AccountCard } from './AccountCard';
export type { AccountCardLabels, AccountCardProps } from './AccountCard';
export {
  accountCardState,
  accountHandle,
  accountName,
  isAccountLinkable,
} from './accountCardState';
export type { AccountCardData, AccountCardState } from './accountCardState';
