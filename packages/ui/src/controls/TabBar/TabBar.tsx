import { Badge, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './TabBar.module.css';

/** One tab of {@link TabBar}. */
export interface TabBarItem {
  /** Value handed to `onChange`, e.g. 'active' or 'comments'. */
  value: string;
  /** Visible text. */
  label: ReactNode;
  /** Shown in parentheses after the label when above 0, e.g. 'Comments (4)'. */
  count?: number;
  /** Highlighted number or text after the label (e.g. unread comments); replaces the count. */
  badge?: number | string;
  /** Makes the tab unreachable. @default false */
  disabled?: boolean;
}

/** Props of {@link TabBar}. */
export interface TabBarProps {
  /** The tabs, in order. */
  tabs: readonly TabBarItem[];
  /** Value of the selected tab. */
  value: string;
  /** Called with the value of the tab the user selects. */
  onChange: (value: string) => void;
  /** Accessible name of the tab list, e.g. 'Campaign status'. */
  label: string;
  /** Content of the selected tab, rendered in its tab panel. */
  children?: ReactNode;
  /**
   * The content stays mounted when another tab is selected: its panel becomes the new tab's, and
   * the content updates in place instead of being built again. For tabs that show the same view
   * for another value (periods of a report); the content's state (an open table, a field's
   * text) then carries over to the new tab. @default false
   */
  keepContent?: boolean;
}

function Suffix({ count, badge }: Pick<TabBarItem, 'count' | 'badge'>) {
  if (badge !== undefined && badge !== 0 && badge !== '')
    return (
      <Badge size="sm" circle={typeof badge === 'number' && badge < 10}>
        {badge}
      </Badge>
    );
  return count && count > 0 ? <span>({count})</span> : null;
}

/**
 * Tabs with counts and badges. Arrow keys move between tabs, Home/End jump to the ends
 * (WAI-ARIA tabs pattern, from Mantine). Scrolls sideways on narrow screens.
 */
export function TabBar({
  tabs,
  value,
  onChange,
  label,
  children,
  keepContent = false,
}: TabBarProps) {
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next)} keepMounted={false}>
      <Tabs.List aria-label={label} className={classes.list}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            className={classes.tab}
            value={tab.value}
            disabled={tab.disabled}
            rightSection={<Suffix count={tab.count} badge={tab.badge} />}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        // With keepContent, the selected panel keeps one key from tab to tab, so React keeps it.
        <Tabs.Panel
          key={keepContent && tab.value === value ? 'selected' : tab.value}
          value={tab.value}
          pt="md"
        >
          {tab.value === value ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
