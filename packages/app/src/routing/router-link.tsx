import type { RenderLink } from '@creator/ui';
import { Link, NavLink } from 'react-router';

/** Lets UI kit cards render in-app links through the router (the kit never imports it). */
export const renderRouterLink: RenderLink = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/**
 * For the kit's tab bars of links (NavTabs): the router's NavLink, which marks the link of the
 * page shown, or of a page under it, with `aria-current="page"`.
 */
export const renderRouterNavLink: RenderLink = ({ href, className, children }) => (
  <NavLink to={href} className={className}>
    {children}
  </NavLink>
);
