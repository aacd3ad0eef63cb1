import {
  Button,
  Card,
  Group,
  Skeleton,
  Text,
  type BoxProps,
  type ElementProps,
} from '@mantine/core';
import { PlatformIcon, type Platform } from '../../feedback/PlatformIcon';
import { cx } from '../shared';
import classes from './ExampleAccountCard.module.css';

/** Props of {@link ExampleAccountCard}; other props (className, style, data-*, aria-*) go to the root like Mantine's `Card`. */
export interface ExampleAccountCardProps extends BoxProps, ElementProps<'div', 'title'> {
  /** The provider not connected yet. */
  platform: Platform;
  /** Translated platform name, e.g. "Twitch". */
  platformName: string;
  /** Invitation shown over the blurred example, e.g. "Connect your Twitch account". */
  title: string;
  /** Text of the connect button; the button shows only with `onConnect`. */
  connectLabel?: string;
  /** Starts connecting this provider. */
  onConnect?: () => void;
}

/** A blurred example of an account card for a provider the creator has not connected, inviting them to connect it. */
export function ExampleAccountCard({
  platform,
  platformName,
  title,
  connectLabel,
  onConnect,
  className,
  ...others
}: ExampleAccountCardProps) {
  return (
    <Card {...others} className={cx(classes.card, className)}>
      {/* A fake card, blurred: it only suggests what a connected account looks like. */}
      <div className={classes.example} aria-hidden="true">
        <Group wrap="nowrap" gap="sm">
          <Skeleton circle height={56} animate={false} />
          <div className={classes.lines}>
            <Skeleton height={12} width="70%" animate={false} />
            <Skeleton height={10} width="40%" mt={8} animate={false} />
          </div>
        </Group>
        <Skeleton height={20} width="30%" mt="md" animate={false} />
      </div>
      <div className={classes.overlay}>
        <PlatformIcon platform={platform} size={32} label={platformName} />
        <Text fw={600} ta="center">
          {title}
        </Text>
        {onConnect && connectLabel ? (
          <Button variant="light" onClick={onConnect} className={classes.connect}>
            {connectLabel}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
