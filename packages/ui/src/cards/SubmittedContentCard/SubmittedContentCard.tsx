import { Badge, Card, Group, Image, Text, type BoxProps, type ElementProps } from '@mantine/core';
import { PlatformIcon, type Platform } from '../../feedback/PlatformIcon';
import { TEXT_LIMITS, truncate } from '../../format';
import {
  cx,
  PLACEHOLDER_IMAGE,
  PlayIcon,
  renderPlainLink,
  stretchedLink,
  type RenderLink,
} from '../shared';
import classes from './SubmittedContentCard.module.css';

/** Content types that play as media (docs/product-rules.md#formats-limits-and-constants), so their thumbnail carries a play icon. */
export const PLAYABLE_TYPES: readonly string[] = ['video', 'igtv', 'live'];

/** True when content of this type plays as a video. */
export function isPlayableType(type: string | null | undefined): boolean {
  return !!type && PLAYABLE_TYPES.includes(type);
}

/** Submitted content fields the card shows (names as in the API). */
export interface SubmittedContentCardData {
  /** Kind of post, e.g. 'video'; video, igtv and live get a play icon over the thumbnail. */
  type: string;
  /** Review status ('pending', 'approved', 'rejected' or 'live'), which picks the badge color. */
  status: string;
  /** Title (igtv, youtube and twitch types); the heading when there is no displayedHeader. */
  title?: string | null;
  /** Header text; the heading when set. */
  displayedHeader?: string | null;
  /** Description or caption; the heading when there is no header or title. */
  content?: string | null;
  /** Thumbnail image URL; without it a text post shows its text instead. */
  thumbnailUrl?: string | null;
  /** Platform the content is for, shown as an icon. */
  platform: string;
  /** Account the content is for; its title shows under the heading. */
  account?: { title?: string | null } | null;
}

/** Props of {@link SubmittedContentCard}; other props (className, style, data-*, aria-*) go to the root like Mantine's `Card`. */
export interface SubmittedContentCardProps extends BoxProps, ElementProps<'div', 'content'> {
  /** The submitted content. */
  content: SubmittedContentCardData;
  /** Translated status, e.g. "Revision" for rejected. */
  statusLabel: string;
  /** Translated platform name for the icon. */
  platformName: string;
  /** App path of the edit form; the whole card links there when given. */
  href?: string;
  /** Renders the in-app link (pass the router link). @default a plain anchor */
  renderLink?: RenderLink;
}

const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  live: 'blue',
};

/** A piece of content submitted for review: thumbnail (play icon for video), status, title and account. */
export function SubmittedContentCard({
  content,
  statusLabel,
  platformName,
  href,
  renderLink = renderPlainLink,
  className,
  ...others
}: SubmittedContentCardProps) {
  const heading = content.displayedHeader || content.title || content.content || '';
  const title = (
    <Text fw={600} component="span">
      {truncate(heading, TEXT_LIMITS.default)}
    </Text>
  );
  return (
    <Card padding="sm" {...others} className={cx(stretchedLink.host, className)}>
      <Card.Section className={classes.media}>
        {content.thumbnailUrl ? (
          <Image
            src={content.thumbnailUrl}
            alt=""
            fallbackSrc={PLACEHOLDER_IMAGE}
            className={classes.thumbnail}
          />
        ) : content.type === 'text' && content.content ? (
          <Text size="sm" className={classes.textPost}>
            {truncate(content.content, TEXT_LIMITS.textPost)}
          </Text>
        ) : (
          <div className={classes.placeholder} />
        )}
        {isPlayableType(content.type) ? (
          <span className={classes.play} data-testid="play-icon">
            <PlayIcon size={20} />
          </span>
        ) : null}
      </Card.Section>
      <Group justify="space-between" mt="sm" gap="xs">
        <Badge variant="light" color={STATUS_COLORS[content.status] ?? 'gray'}>
          {statusLabel}
        </Badge>
        <PlatformIcon platform={content.platform as Platform} size={18} label={platformName} />
      </Group>
      <div className={classes.title}>
        {href ? renderLink({ href, className: stretchedLink.link, children: title }) : title}
      </div>
      {content.account?.title ? (
        <Text size="sm" c="dimmed">
          {truncate(content.account.title, TEXT_LIMITS.accountTitle)}
        </Text>
      ) : null}
    </Card>
  );
}
