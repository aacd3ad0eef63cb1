import { LineIcon } from '@creator/ui';
import type { ReactNode } from 'react';
import type { NavItem } from '../routing/navigation';

// Icons of the mobile footer. Decorative: the label under each names the item.
const Icon = ({ children }: { children: ReactNode }) => <LineIcon size={22}>{children}</LineIcon>;

/** Icons of the footer's items; others show none. */
export const FOOTER_ICONS: Partial<Record<NavItem, ReactNode>> = {
  dashboard: (
    <Icon>
      <path d="M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
    </Icon>
  ),
  analytics: (
    <Icon>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </Icon>
  ),
  earnings: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .8 3 2-1.3 2-3 2c-1.4 0-2.6-.6-3-1.6M12 6v2M12 16v2" />
    </Icon>
  ),
};

/** The menu icon (three lines). */
export const MENU_ICON = (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
