import { Image, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  EXTERNAL_LINK_PROPS,
  PLACEHOLDER_IMAGE,
  renderPlainLink,
  type RenderLink,
} from '../shared';
import classes from './GuideTile.module.css';

/** Article fields the tile shows (names as in the API). */
export interface GuideTileData {
  /** Guide title. */
  title: string;
  /** Tile icon; no image shows without a url. */
  icon?: { url?: string | null } | null;
  /** When it has a url, the tile opens this PDF in a new tab instead of the detail page. */
  pdf?: { url?: string | null } | null;
}

/** Props of {@link GuideTile}. */
export interface GuideTileProps {
  /** The guide. */
  article: GuideTileData;
  /** App path of the guide's detail page, used when the guide has no PDF. */
  href: string;
  /** Renders the in-app link (pass the router link). @default a plain anchor */
  renderLink?: RenderLink;
  /** Screen-reader hint for PDFs, e.g. "(PDF, opens in a new tab)". */
  newTabHint: string;
}

/** A guide: icon and title. A guide with a PDF opens it in a new tab; otherwise the tile links to its detail page. */
export function GuideTile({
  article,
  href,
  renderLink = renderPlainLink,
  newTabHint,
}: GuideTileProps) {
  const pdfUrl = article.pdf?.url;
  const content: ReactNode = (
    <>
      {article.icon?.url ? (
        <Image
          src={article.icon.url}
          alt=""
          fallbackSrc={PLACEHOLDER_IMAGE}
          className={classes.icon}
        />
      ) : null}
      <Text fw={600} component="span" lineClamp={3}>
        {article.title}
      </Text>
      {pdfUrl ? (
        <>
          {' '}
          <VisuallyHidden>{newTabHint}</VisuallyHidden>
        </>
      ) : null}
    </>
  );
  if (pdfUrl) {
    return (
      <a href={pdfUrl} {...EXTERNAL_LINK_PROPS} className={classes.tile}>
        {content}
      </a>
    );
  }
  return renderLink({ href, className: classes.tile, children: content });
}
