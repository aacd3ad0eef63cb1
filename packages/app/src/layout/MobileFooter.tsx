import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../lib/i18n';
import { mobileFooterItems, type NavigationInput } from '../lib/navigation';
import { NAV_LABEL_KEYS } from '../lib/translation-keys';
import classes from './Layout.module.css';
import { NAV_PATHS } from './nav-paths';

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** The mobile footer (dashboard, analytics, earnings) and the button of its menu overlay. */
export function MobileFooter(input: NavigationInput) {
  const { t } = useT();
  const [opened, { open, close }] = useDisclosure(false);
  // The overlay's code loads on the first open and stays mounted so it can animate closed.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <nav className={classes.footer} aria-label={t('nav.mobile')}>
        {mobileFooterItems(input).map((item) =>
          item === 'support' || item === 'logout' ? null : (
            <NavLink key={item} className={classes.footerItem} to={NAV_PATHS[item]}>
              {t(NAV_LABEL_KEYS[item])}
            </NavLink>
          ),
        )}
        <button
          type="button"
          className={classes.footerItem}
          onClick={() => {
            setWanted(true);
            open();
          }}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          {t('nav.menu')}
        </button>
      </nav>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenu input={input} opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
