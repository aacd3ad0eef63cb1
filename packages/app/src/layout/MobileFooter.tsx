import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../i18n/i18n';
import { mobileFooterItems, type NavigationInput } from '../routing/navigation';
import { NAV_LABEL_KEYS } from '../i18n/shell-keys';
import classes from './Layout.module.css';
import { FOOTER_ICONS, MENU_ICON } from './nav-icons';
import { NAV_PATHS } from './nav-paths';

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** The mobile footer (dashboard, analytics, earnings) and the button of its menu overlay. */
export function MobileFooter(input: NavigationInput) {
  const { t } = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The overlay's code loads on the first open and stays mounted so it can animate closed.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      {/* The page's footer (contentinfo landmark) holds the phone's navigation. */}
      <footer className={classes.footer}>
        <nav className={classes.footerNav} aria-label={t('nav.mobile')}>
          {mobileFooterItems(input).map((item) =>
            item === 'support' || item === 'logout' ? null : (
              <NavLink key={item} className={classes.footerItem} to={NAV_PATHS[item]}>
                {FOOTER_ICONS[item]}
                <span>{t(NAV_LABEL_KEYS[item])}</span>
              </NavLink>
            ),
          )}
          <button
            ref={menuButton}
            type="button"
            className={classes.footerItem}
            onClick={() => {
              setWanted(true);
              open();
            }}
            aria-expanded={opened}
            aria-haspopup="dialog"
          >
            {MENU_ICON}
            <span>{t('nav.menu')}</span>
          </button>
        </nav>
      </footer>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenu
            input={input}
            opened={opened}
            onClose={() => {
              close();
              // Back to the button that opened the menu (Escape, the close button, an item).
              menuButton.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
