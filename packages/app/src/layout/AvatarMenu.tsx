import { Avatar, Divider, Paper, Text, UnstyledButton } from '@mantine/core';
import { useClickOutside, useId } from '@mantine/hooks';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useServices } from '../app/services';
import { useT } from '../lib/i18n';
import { avatarSupportEmail, type NavigationInput } from '../lib/navigation';
import { NAV_LABEL_KEYS } from '../lib/translation-keys';
import classes from './Layout.module.css';

/** Moves focus among the menu's items with the arrow, Home and End keys (WAI-ARIA menu button pattern). */
function focusItem(menu: HTMLElement | null, key: string): boolean {
  const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
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

/**
 * The avatar menu: greeting with the full name, contact text, the network support email
 * (with YouTube payments access) and logout. A small menu button rather than Mantine's
 * Menu, which would bring its positioning engine into the first load for one dropdown.
 */
export function AvatarMenu(input: NavigationInput) {
  const { t } = useT();
  const { config } = useServices();
  const { user } = input;
  const email = avatarSupportEmail(input);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const root = useClickOutside<HTMLDivElement>(() => setOpened(false));

  useEffect(() => {
    if (opened) focusItem(menu.current, 'Home');
  }, [opened]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpened(false);
      button.current?.focus();
    } else if (event.key === 'Tab') setOpened(false);
    else if (focusItem(menu.current, event.key)) event.preventDefault();
  };

  return (
    <div ref={root} className={classes.avatarMenu}>
      <UnstyledButton
        ref={button}
        aria-label={t('nav.account_menu')}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? id : undefined}
        className={classes.avatarButton}
        onClick={() => setOpened((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpened(true);
          }
        }}
      >
        <Avatar src={user.avatar} name={user.fullName} color="initials" radius="xl" alt="" />
      </UnstyledButton>
      {opened ? (
        <Paper
          ref={menu}
          id={id}
          role="menu"
          aria-label={t('nav.account_menu')}
          shadow="md"
          withBorder
          className={classes.dropdown}
          onKeyDown={onMenuKeyDown}
        >
          <Text fw={600} px="sm" pt="sm">
            {t('nav.greeting', { name: user.fullName })}
          </Text>
          <Text size="sm" c="dimmed" px="sm" pb="xs">
            {t('nav.contact_text')}
          </Text>
          {email ? (
            <a role="menuitem" className={classes.dropdownItem} href={`mailto:${email}`}>
              {email}
            </a>
          ) : null}
          <Divider my={4} />
          <a
            role="menuitem"
            className={`${classes.dropdownItem} ${classes.danger}`}
            href={config.logoutUrl}
          >
            {t(NAV_LABEL_KEYS.logout)}
          </a>
        </Paper>
      ) : null}
    </div>
  );
}
