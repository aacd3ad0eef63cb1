import { Badge, Image, Text, VisuallyHidden } from '@mantine/core';
import { EXTERNAL_LINK_PROPS, ExternalIcon, PLACEHOLDER_IMAGE } from '../shared';
import classes from './AppTile.module.css';

/** App fields the tile shows (names as in the API). */
export interface AppTileData {
  /** App name. */
  title: string;
  /** What the app does, up to three lines; nothing shows without it. */
  description?: string | null;
  /** Address the tile opens in a new tab. */
  linkUrl: string;
  /** Logo image; no image shows without a url. */
  logo?: { url?: string | null } | null;
}

/** Props of {@link AppTile}. */
export interface AppTileProps {
  /** The partner app. */
  app: AppTileData;
  /** Translated discount text, e.g. "20% off"; nothing shows without it. */
  discountLabel?: string;
  /** Screen-reader hint that the link opens a new tab, e.g. "(opens in a new tab)". */
  newTabHint: string;
}

/** A partner app: logo, title, description and discount; the whole tile opens linkUrl in a new tab. */
export function AppTile({ app, discountLabel, newTabHint }: AppTileProps) {
  return (
    <a href={app.linkUrl} {...EXTERNAL_LINK_PROPS} className={classes.tile}>
      <div className={classes.header}>
        {app.logo?.url ? (
          <Image
            src={app.logo.url}
            alt=""
            fallbackSrc={PLACEHOLDER_IMAGE}
            className={classes.logo}
          />
        ) : null}
        {discountLabel ? (
          <Badge color="pink" variant="filled">
            {discountLabel}
          </Badge>
        ) : null}
      </div>
      <Text fw={600} className={classes.title}>
        {app.title} <ExternalIcon size={14} />
        <VisuallyHidden>{newTabHint}</VisuallyHidden>
      </Text>
      {app.description ? (
        <Text size="sm" c="dimmed" lineClamp={3}>
          {app.description}
        </Text>
      ) : null}
    </a>
  );
}
