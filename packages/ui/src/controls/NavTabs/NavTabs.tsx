import { Box, type BoxProps, type ElementProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { cx, type RenderLink } from '../../cards/shared';
import classes from './NavTabs.module.css';

/** One tab of {@link NavTabs}: a link to a page. */
export interface NavTabsItem {
  /** Where the tab goes (an app path). */
  href: string;
  /** Visible text. */
  label: ReactNode;
  /**
   * Marks the tab of the page shown, when the plain anchor renders it. With `renderLink`, the
   * link marks itself (React Router's `NavLink` sets `aria-current="page"`).
   */
  current?: boolean;
}

/** Props of {@link NavTabs}; other props (className, style, data-*) go to the `<nav>` root. */
export interface NavTabsProps extends BoxProps, Omit<ElementProps<'nav'>, 'children'> {
  /** Accessible name of the navigation, e.g. 'Settings sections'. */
  label: string;
  /** The tabs, in order. */
  tabs: readonly NavTabsItem[];
  /**
   * Renders each tab's link: the app passes its router's `NavLink`, which marks the current
   * page's link with `aria-current="page"` (the kit never imports the router). Without it,
   * a plain `<a href>` marked by `current`.
   */
  renderLink?: RenderLink;
}

/**
 * A tab bar made of links: each tab is a page of its own, so the keyboard treats them as
 * links (Tab moves between them, Enter follows one), and the current one carries
 * `aria-current="page"`, which also draws its underline. Wraps on narrow screens.
 */
export function NavTabs({ label, tabs, renderLink, className, ...others }: NavTabsProps) {
  return (
    <Box component="nav" aria-label={label} className={cx(classes.list, className)} {...others}>
      {tabs.map((tab) => (
        <Fragment key={tab.href}>
          {renderLink ? (
            renderLink({ href: tab.href, className: classes.tab, children: tab.label })
          ) : (
            <a
              href={tab.href}
              className={classes.tab}
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
            </a>
          )}
        </Fragment>
      ))}
    </Box>
  );
}
