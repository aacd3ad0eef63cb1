import { useMantineTheme } from '@mantine/core';
import type { CreatorThemeOther } from './createCreatorTheme';

/** The network logo URL given to `createCreatorTheme`, or null when none was given. */
export function useBrandLogo(): string | null {
  const other = useMantineTheme().other as Partial<CreatorThemeOther>;
  return other.logoUrl ?? null;
}
