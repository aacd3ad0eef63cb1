import { NavLink, Stack, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { CatalogueEntry } from './stories';

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** Every entry, sorted by title. */
  entries: readonly CatalogueEntry[];
  /** Hash of the entry on screen. */
  current: string;
  /** Called after a link is followed (closes the menu on mobile). */
  onNavigate: () => void;
}

/** Up and Down move between links, as in a menu; Tab still works as usual. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href^="#/"]')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = links[index + (event.key === 'ArrowDown' ? 1 : -1)];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/** The list of story files and their states, grouped by title. */
export function Sidebar({ entries, current, onNavigate }: SidebarProps) {
  const titles = [...new Set(entries.map((entry) => entry.title))];
  return (
    <nav aria-label="Stories" onKeyDown={moveFocus}>
      <Stack gap={4}>
        {titles.map((title) => (
          <div key={title}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm">
              {title}
            </Text>
            {entries
              .filter((entry) => entry.title === title)
              .map((entry) => (
                <NavLink
                  key={entry.hash}
                  href={entry.hash}
                  label={entry.stateLabel}
                  active={entry.hash === current}
                  aria-current={entry.hash === current ? 'page' : undefined}
                  onClick={onNavigate}
                />
              ))}
          </div>
        ))}
      </Stack>
    </nav>
  );
}
