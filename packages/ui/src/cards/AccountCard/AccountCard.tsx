import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Text,
  type BoxProps,
  type ElementProps,
} from '@mantine/core';
import { formatNumber, notApplicableText, TEXT_LIMITS, truncate } from '../../format';
import { PlatformIcon, type Platform } from '../../feedback/PlatformIcon';
import { UserAvatar } from '../../feedback/UserAvatar';
import {
  AlertIcon,
  cx,
  EXTERNAL_LINK_PROPS,
  ExternalIcon,
  HiddenIcon,
  renderPlainLink,
  stretchedLink,
  type RenderLink,
} from '../shared';
import {
  accountCardState,
  accountHandle,
  accountName,
  type AccountCardData,
} from './accountCardState';
import classes from './AccountCard.module.css';

/** Every text of the card, already translated. */
export interface AccountCardLabels {
  /** Platform name for the icon, e.g. "YouTube". */
  platform: string;
  /** Caption of the subscriber count, e.g. "Subscribers". */
  subscribers: string;
  /** Status when the account is connected. */
  connected: string;
  /** Status while the partner application is not completed. */
  pending: string;
  /** Name of the unpublished icon. */
  unpublished: string;
  /** Name of the re-authentication icon. */
  reauthNeeded: string;
  /** Hint when data could not be fetched. */
  unableToFetchData: string;
  /** Hint when the account must be connected to get data. */
  connectToGetData: string;
  /** Text of the reconnect button. */
  reconnect: string;
  /** Name of the external link to the account on its platform, e.g. "Open on YouTube (new tab)". */
  openOnPlatform: string;
  /** Text of the upgrade link, e.g. "Upgrade to a business account" (shown with `upgradeHref`). */
  upgrade?: string;
}

/** Props of {@link AccountCard}; other props (className, style, data-*, aria-*) go to the root like Mantine's `Card`. */
export interface AccountCardProps extends BoxProps, ElementProps<'div', 'title'> {
  /** The account. */
  account: AccountCardData;
  /** Translated texts. */
  labels: AccountCardLabels;
  /** App path of the account detail; when given the whole card links there (see isAccountLinkable). */
  href?: string;
  /** Renders the in-app link (pass the router link). @default a plain anchor */
  renderLink?: RenderLink;
  /** Starts re-authentication; the button shows only when the account needs it. */
  onReconnect?: () => void;
  /** Re-authentication is under way: the button shows a loader and takes no clicks. @default false */
  reconnecting?: boolean;
  /** Locale of the number format. @default 'en' */
  locale?: string;
  /** App path of the account's upgrade (an Instagram account that can become a business account); shows the upgrade link. */
  upgradeHref?: string;
}

/** A connected social account: avatar, name, handle, platform, subscribers and connection status. */
export function AccountCard({
  account,
  labels,
  href,
  renderLink = renderPlainLink,
  onReconnect,
  reconnecting = false,
  locale = 'en',
  upgradeHref,
  className,
  ...others
}: AccountCardProps) {
  const state = accountCardState(account);
  return (
    <Card {...others} className={cx(stretchedLink.host, classes.card, className)}>
      <AccountIdentity account={account} labels={labels} href={href} renderLink={renderLink} />
      <Group justify="space-between" mt="md" gap="xs">
        <div>
          <Text fw={700} size="lg">
            {state.virtual
              ? notApplicableText()
              : formatNumber(account.accountLifetimeStat?.subscriberCount, locale)}
          </Text>
          <Text size="xs" c="dimmed">
            {labels.subscribers}
          </Text>
        </div>
        {state.status ? (
          <Badge variant="light" color={state.status === 'pending' ? 'yellow' : 'green'}>
            {labels[state.status]}
          </Badge>
        ) : null}
      </Group>
      {state.hint ? (
        <Text size="sm" c="dimmed" mt="xs">
          {labels[state.hint]}
        </Text>
      ) : null}
      {state.needsReauth && onReconnect ? (
        <Button
          mt="sm"
          variant="light"
          color="orange"
          onClick={onReconnect}
          loading={reconnecting}
          className={stretchedLink.above}
        >
          {labels.reconnect}
        </Button>
      ) : null}
      {upgradeHref && labels.upgrade ? (
        <Text size="sm" mt="sm">
          {renderLink({
            href: upgradeHref,
            className: cx(stretchedLink.above, classes.upgrade),
            children: labels.upgrade,
          })}
        </Text>
      ) : null}
    </Card>
  );
}

/** The card's head: avatar, name (the card's link), platform, warning icons, handle and the external link. */
function AccountIdentity({
  account,
  labels,
  href,
  renderLink,
}: Pick<AccountCardProps, 'account' | 'labels' | 'href'> & { renderLink: RenderLink }) {
  const state = accountCardState(account);
  const fullName = accountName(account);
  const handle = accountHandle(account);
  // Cut at 24 characters (docs/product-rules.md#formats-limits-and-constants); the avatar's alt text keeps it whole.
  const displayName = truncate(fullName, TEXT_LIMITS.accountTitle);
  const name = (
    <Text fw={600} component="span" className={classes.name}>
      {displayName}
    </Text>
  );
  return (
    <Group gap="sm" align="flex-start">
      <UserAvatar src={account.avatar} name={fullName} size="lg" />
      <div className={classes.identity}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <PlatformIcon
            platform={account.accountType as Platform}
            size={18}
            label={labels.platform}
          />
          {href ? renderLink({ href, className: stretchedLink.link, children: name }) : name}
          {account.unpublished ? (
            <HiddenIcon
              role="img"
              aria-hidden={false}
              aria-label={labels.unpublished}
              className={classes.warn}
            />
          ) : null}
          {state.needsReauth ? (
            <AlertIcon
              role="img"
              aria-hidden={false}
              aria-label={labels.reauthNeeded}
              className={classes.alert}
            />
          ) : null}
        </Group>
        {handle ? (
          <Text size="sm" c="dimmed">
            @{handle}
          </Text>
        ) : null}
      </div>
      {account.url ? (
        <Anchor
          href={account.url}
          {...EXTERNAL_LINK_PROPS}
          aria-label={labels.openOnPlatform}
          className={stretchedLink.above}
        >
          <ExternalIcon />
        </Anchor>
      ) : null}
    </Group>
  );
}
