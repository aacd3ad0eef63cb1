import { showInfoNotice } from '@creator/ui';
import { Drawer, Stack } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useSignOutLink } from '../session/sign-out';
import { useT } from '../i18n/i18n';
import {
  itemsPending,
  mobileMenuItems,
  supportLink,
  type NavigationInput,
  type NavItem,
} from '../routing/navigation';
import { NAV_LABEL_KEYS } from '../i18n/shell-keys';
import classes from './Layout.module.css';
import { NAV_PATHS } from './nav-paths';
import { PendingItems } from './PendingItems';

/** One entry of the mobile menu overlay. */
function MenuEntry({
  item,
  input,
  onDone,
}: {
  item: NavItem;
  input: NavigationInput;
  onDone: () => void;
}) {
  const { t } = useT();
  const signOut = useSignOutLink();
  const label = t(NAV_LABEL_KEYS[item]);
  if (item === 'logout')
    return (
      <a className={classes.menuItem} {...signOut}>
        {label}
      </a>
    );
  if (item === 'support') {
    const support = supportLink(input.network);
    if (support.kind === 'external')
      return (
        <a
          className={classes.menuItem}
          href={support.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onDone}
        >
          {label}
        </a>
      );
    return (
      <button
        type="button"
        className={classes.menuItem}
        onClick={() => {
          // The chat script may be blocked or not configured: say so rather than do nothing.
          // Its code is loaded already where the chat is the support (use-navigation-data.ts).
          void import('../lib/chat').then(({ openChatWidget }) => {
            if (!openChatWidget()) showInfoNotice({ message: t('nav.chat_unavailable') });
          });
          onDone();
        }}
      >
        {label}
      </button>
    );
  }
  return (
    <Link className={classes.menuItem} to={NAV_PATHS[item]} onClick={onDone}>
      {label}
    </Link>
  );
}

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  input: NavigationInput;
  opened: boolean;
  onClose: () => void;
}

/**
 * The mobile menu overlay: the header's screens the footer lacks, support and logout. Its own
 * module, loaded on first open, so the drawer machinery stays out of the first load.
 */
export function MobileMenu({ input, opened, onClose }: MobileMenuProps) {
  const { t } = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="100%"
      title={t('nav.menu')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      // The drawer mounts already open on first use, so its own focus return has nothing to
      // return to: the footer puts focus back on its menu button in onClose instead.
      returnFocus={false}
    >
      <Stack gap={0} pb="md">
        {mobileMenuItems(input).map((item) =>
          item === 'logout' && itemsPending(input) ? (
            <Fragment key={item}>
              <PendingItems className={classes.menuItem} />
              <MenuEntry item={item} input={input} onDone={onClose} />
            </Fragment>
          ) : (
            <MenuEntry key={item} item={item} input={input} onDone={onClose} />
          ),
        )}
      </Stack>
    </Drawer>
  );
}
