import type { Country } from './CountrySelect';

/** A few realistic countries for stories and tests. */
export const COUNTRIES: Country[] = [
  { code: 'BR', name: 'Brazil' },
  { code: 'DE', name: 'Germany' },
  { code: 'JP', name: 'Japan' },
  { code: 'TR', name: 'Turkey' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
];
