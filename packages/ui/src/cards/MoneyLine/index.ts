export { MoneyLine, showsPreferredCurrency } from './MoneyLine';
export type { MoneyLineProps } from './MoneyLine';
