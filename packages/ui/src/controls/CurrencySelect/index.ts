export { CurrencySelect } from './CurrencySelect';
export type { CurrencyOption, CurrencySelectProps } from './CurrencySelect';
