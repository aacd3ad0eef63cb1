import type { MantineColorScheme } from '@mantine/core';

/**
 * Where the device keeps the user's colour scheme (`light`, `dark` or `auto`: follow the
 * system). Read by Mantine's manager (app/App.tsx) and, before the first paint, by the script
 * the build puts first in index.html's head (build/color-scheme-boot.ts), both from here. No import
 * but types: the build's Node side reads this file too.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'creator-color-scheme';

/** The scheme until the user picks one: the system's. */
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

/** The choices of the avatar menu, in its order. */
export const COLOR_SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];
