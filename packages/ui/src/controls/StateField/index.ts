export { StateField } from './StateField';
export type { CountryState, StateFieldProps } from './StateField';
