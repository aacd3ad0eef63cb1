export { CountrySelect } from './CountrySelect';
export type { Country, CountrySelectProps } from './CountrySelect';
