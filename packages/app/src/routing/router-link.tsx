import type { RenderLink } from '@creator/ui';
import { Link } from 'react-router';

/** Lets UI kit cards render in-app links through the router (the kit never imports it). */
export const renderRouterLink: RenderLink = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);
