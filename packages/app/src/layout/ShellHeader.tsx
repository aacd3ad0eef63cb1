import { Container, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import classes from './Layout.module.css';

/** Id of the main region: the skip link's target. */
export const MAIN_ID = 'main-content';

/** Props of {@link ShellHeader}. */
export interface ShellHeaderProps {
  /** The logo; while loading, an empty box of the logo's size. */
  logo?: ReactNode;
  /** The header menu (desktop); it takes the room between logo and avatar, empty while loading. */
  nav?: ReactNode;
  /** The avatar menu; while loading, a placeholder circle of its size. */
  avatar?: ReactNode;
  /** In place of the avatar, a control of its own width (the minimal header's sign-out). */
  end?: ReactNode;
}

/**
 * The header's fixed frame: a skip link, then logo left, the menu's room in the middle, avatar
 * right. The same frame paints while the user loads (empty slots), so nothing moves when the
 * data arrives.
 */
export function ShellHeader({ logo, nav, avatar, end }: ShellHeaderProps) {
  const { t } = useT();
  return (
    <header className={classes.header}>
      <a
        className={classes.skipLink}
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // Focus moves to the page itself (the router would otherwise treat the hash as navigation).
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t('nav.skip_to_content')}
      </a>
      <Container size="lg">
        <div className={classes.headerInner}>
          <div className={classes.logoSlot}>{logo}</div>
          {nav ?? <div className={classes.nav} />}
          {end ? (
            <div className={classes.endSlot}>{end}</div>
          ) : (
            <div className={classes.avatarSlot} data-avatar-slot>
              {avatar ?? <Skeleton circle height={38} animate={false} />}
            </div>
          )}
        </div>
      </Container>
    </header>
  );
}
