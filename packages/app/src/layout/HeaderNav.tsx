import { Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useT } from '../lib/i18n';
import { headerItems, supportLink, type NavigationInput } from '../lib/navigation';
import { NAV_LABEL_KEYS } from '../lib/translation-keys';
import classes from './Layout.module.css';
import { NAV_PATHS } from './nav-paths';

/** The desktop header menu (items per spec section 2 "Navigation"). */
export function HeaderNav(input: NavigationInput) {
  const { t } = useT();
  const support = supportLink(input.network);
  return (
    <Group component="nav" aria-label={t('nav.main')} gap={2} wrap="nowrap">
      {headerItems(input).map((item) =>
        item === 'support' || item === 'logout' ? (
          support.kind === 'external' ? (
            <a
              key={item}
              className={classes.navLink}
              href={support.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(NAV_LABEL_KEYS.support)}
            </a>
          ) : null
        ) : (
          <NavLink key={item} className={classes.navLink} to={NAV_PATHS[item]}>
            {t(NAV_LABEL_KEYS[item])}
          </NavLink>
        ),
      )}
    </Group>
  );
}
