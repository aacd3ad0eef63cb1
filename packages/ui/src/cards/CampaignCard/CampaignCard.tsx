import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  Text,
  VisuallyHidden,
  type BoxProps,
  type ElementProps,
} from '@mantine/core';
import { useId } from 'react';
import { cx, PLACEHOLDER_IMAGE, renderPlainLink, stretchedLink, type RenderLink } from '../shared';
import {
  campaignActionItem,
  type CampaignActionFields,
  type CampaignActionItem,
} from './campaignActionItem';
import classes from './CampaignCard.module.css';

/** At most this many post thumbnails show; the rest are counted as "+N". */
export const MAX_CAMPAIGN_THUMBNAILS = 3;

/** Campaign fields the card shows (names as in the API). */
export interface CampaignCardData extends CampaignActionFields {
  /** Brand name of the campaign. */
  brand: string;
  /** Campaign status ('active', 'upcoming' or 'completed'), which picks the badge color. */
  status: string;
  /** Published posts; those beyond the thumbnails shown count as "+N". */
  postCount?: number | null;
  /** Latest posts, newest first; the first ones show as thumbnails. */
  latestPosts?: { id: number | string; thumbnailUrl?: string | null }[] | null;
}

/** Every text of the card, already translated. */
export interface CampaignCardLabels {
  /** Text of the status badge, e.g. "Active". */
  status: string;
  /** Flag shown while a contract waits for signature. */
  pendingContract: string;
  /** Flag shown when the company reviewed content. */
  newReviews: string;
  /** Screen-reader text for the "+N" counter, e.g. `n => \`${n} more posts\``. */
  morePosts: (count: number) => string;
  /** Button text of each action item. */
  actions: Record<CampaignActionItem, string>;
}

/** Props of {@link CampaignCard}; other props (className, style, data-*, aria-*) go to the root like Mantine's `Card`. */
export interface CampaignCardProps extends BoxProps, ElementProps<'div'> {
  /** The campaign to show. */
  campaign: CampaignCardData;
  /** Translated texts. */
  labels: CampaignCardLabels;
  /** App path of the single campaign; the brand becomes a link covering the card. */
  href?: string;
  /** Renders the in-app link (pass the router link). @default a plain anchor */
  renderLink?: RenderLink;
  /** Called when the user presses the action item button. */
  onAction?: (item: CampaignActionItem) => void;
}

const STATUS_COLORS: Record<string, string> = {
  active: 'green',
  upcoming: 'blue',
  completed: 'gray',
};

/** A campaign in a list: brand, status, flags, latest post thumbnails and its one next action. */
export function CampaignCard({
  campaign,
  labels,
  href,
  renderLink = renderPlainLink,
  onAction,
  className,
  ...others
}: CampaignCardProps) {
  const action = campaignActionItem(campaign);
  const brandId = useId();
  const actionId = useId();
  const thumbnails = (campaign.latestPosts ?? []).slice(0, MAX_CAMPAIGN_THUMBNAILS);
  const hiddenCount = Math.max(0, (campaign.postCount ?? 0) - MAX_CAMPAIGN_THUMBNAILS);
  const brand = (
    <Text fw={600} size="lg" id={brandId}>
      {campaign.brand}
    </Text>
  );

  return (
    <Card {...others} className={cx(stretchedLink.host, className)}>
      <Group justify="space-between" gap="xs">
        {href ? renderLink({ href, className: stretchedLink.link, children: brand }) : brand}
        <Badge color={STATUS_COLORS[campaign.status] ?? 'gray'} variant="light">
          {labels.status}
        </Badge>
      </Group>
      {/* Rendered only with a flag, so a card without flags has no empty gap. */}
      {campaign.contractSignUrl || campaign.newContentReviews ? (
        <Group gap="xs" mt="xs">
          {campaign.contractSignUrl ? (
            <Badge color="orange" variant="dot">
              {labels.pendingContract}
            </Badge>
          ) : null}
          {campaign.newContentReviews ? (
            <Badge color="violet" variant="dot">
              {labels.newReviews}
            </Badge>
          ) : null}
        </Group>
      ) : null}
      {thumbnails.length > 0 ? (
        <Group gap="xs" mt="sm">
          {thumbnails.map((post) => (
            // Thumbnails are previews of posts listed on the campaign page, so they are decorative here.
            <Image
              key={post.id}
              src={post.thumbnailUrl}
              alt=""
              fallbackSrc={PLACEHOLDER_IMAGE}
              className={classes.thumbnail}
            />
          ))}
          {hiddenCount > 0 ? (
            <span className={classes.more}>
              <span aria-hidden="true">+{hiddenCount}</span>
              <VisuallyHidden>{labels.morePosts(hiddenCount)}</VisuallyHidden>
            </span>
          ) : null}
        </Group>
      ) : null}
      {action ? (
        <Button
          mt="md"
          variant="light"
          className={cx(stretchedLink.above, classes.action)}
          onClick={() => onAction?.(action)}
          // Named "Publish content Aoba Bikes": a list of cards repeats the same action, and
          // its visible text stays first (WCAG 2.5.3).
          id={actionId}
          aria-labelledby={`${actionId} ${brandId}`}
        >
          {labels.actions[action]}
        </Button>
      ) : null}
    </Card>
  );
}
