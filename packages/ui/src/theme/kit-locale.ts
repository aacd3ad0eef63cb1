import { createContext, useContext } from 'react';

/**
 * The dayjs locale of the kit's month and weekday names (`CreatorUiProvider`'s `locale`). The
 * kit's own context rather than Mantine's DatesProvider, which would bring the date pickers'
 * package into every page's first load: the fields that need Mantine's pass it on themselves.
 */
export const KitLocaleContext = createContext('en');

/** The locale `CreatorUiProvider` was given ('en' without one). */
export const useKitLocale = () => useContext(KitLocaleContext);
