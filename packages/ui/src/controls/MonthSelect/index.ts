export { ALL_MONTHS, MonthSelect } from './MonthSelect';
export type { MonthSelectProps } from './MonthSelect';
