export { AccountCard } from './AccountCard';
export type { AccountCardLabels, AccountCardProps } from './AccountCard';
export { accountCardState, accountName, isAccountLinkable } from './accountCardState';
export type { AccountCardData, AccountCardState } from './accountCardState';
