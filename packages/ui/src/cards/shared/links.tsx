import type { ReactElement, ReactNode } from 'react';

/** Attributes every link that leaves the dashboard carries, so the new tab cannot reach back (window.opener). */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** What a card hands to `renderLink` when it renders an in-app link. */
export interface CardLinkProps {
  /** Where the link goes (an app path). */
  href: string;
  /** Class the card needs on the anchor (e.g. the stretched-link overlay). */
  className?: string;
  /** Visible content of the link. */
  children: ReactNode;
}

/**
 * Renders an in-app link. The app passes its router link here; the kit never imports the router.
 * Without it, cards render a plain `<a href>`.
 */
export type RenderLink = (props: CardLinkProps) => ReactElement;

/** The plain anchor used when no `renderLink` is given. */
export const renderPlainLink: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);
