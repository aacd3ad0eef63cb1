import { Paper, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import classes from './Layout.module.css';

/** The menu's items: links and buttons, and the choices of a group (the colour scheme). */
const ITEM_ROLES = '[role="menuitem"], [role="menuitemradio"]';

/** Moves focus among the menu's items with the arrow, Home and End keys (WAI-ARIA menu button pattern). */
function focusItem(menu: HTMLElement | null, key: string): boolean {
  const items = [...(menu?.querySelectorAll<HTMLElement>(ITEM_ROLES) ?? [])];
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next: Record<string, number> = {
    ArrowDown: current >= last ? 0 : current + 1,
    ArrowUp: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  };
  const index = next[key];
  if (index === undefined) return false;
  items[index]?.focus();
  return true;
}

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /** Accessible name of the menu (and of the button when `buttonLabel` is given). */
  label?: string;
  /** Accessible name of the button when its content has no text (an avatar). */
  buttonLabel?: string;
  /** What the button shows. */
  trigger: ReactNode;
  /** Class of the button. */
  buttonClassName?: string;
  /** The dropdown's content: elements with role="menuitem" or "menuitemradio" are the items. `close` closes the menu. */
  children: (close: () => void) => ReactNode;
}

/**
 * A small menu button (WAI-ARIA pattern): opens a dropdown whose first item takes focus; arrows,
 * Home and End move among the items; Escape closes it and returns focus to the button; Tab or a
 * click outside closes it (./MenuButton.test.tsx).
 *
 * Not Mantine's Menu, which cannot give two of these behaviours (./MenuButton.mantine.test.tsx
 * shows it on the kit's own Menu): it does not open on ArrowDown from its button, and it either
 * traps Tab inside the open menu (its focus trap) or, without the trap, leaves the focus on the
 * button when it opens. Being built on Popover and floating-ui, it would also load with every
 * first page, as the header is on each one; eslint.config.js keeps Mantine's floating components
 * out of the shell (`mantineFloating`), and scripts/eslint-boundaries.test.mjs plants one.
 */
export function MenuButton({
  label,
  buttonLabel,
  trigger,
  buttonClassName,
  children,
}: MenuButtonProps) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const root = useClickOutside<HTMLDivElement>(() => setOpened(false));

  useEffect(() => {
    if (opened) focusItem(menu.current, 'Home');
  }, [opened]);

  const close = () => setOpened(false);
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      button.current?.focus();
    } else if (event.key === 'Tab') close();
    else if (focusItem(menu.current, event.key)) event.preventDefault();
  };

  return (
    <div ref={root} className={classes.menuRoot}>
      <UnstyledButton
        ref={button}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? id : undefined}
        className={buttonClassName}
        onClick={() => setOpened((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpened(true);
          }
        }}
      >
        {trigger}
      </UnstyledButton>
      {opened ? (
        <Paper
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          shadow="md"
          withBorder
          className={classes.dropdown}
          onKeyDown={onMenuKeyDown}
        >
          {children(close)}
        </Paper>
      ) : null}
    </div>
  );
}
