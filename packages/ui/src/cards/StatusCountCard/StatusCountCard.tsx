import { Text, UnstyledButton, type BoxProps, type ElementProps } from '@mantine/core';
import { formatNumber } from '../../format';
import { cx } from '../shared';
import classes from './StatusCountCard.module.css';

/** Props of {@link StatusCountCard}; other props (className, style, data-*, aria-*) go to the root like Mantine's `UnstyledButton`. */
export interface StatusCountCardProps extends BoxProps, ElementProps<'button'> {
  /** Translated status name, e.g. "Active". */
  label: string;
  /** How many items have this status. */
  count: number;
  /** Whether this status is the one currently shown. @default false */
  selected?: boolean;
  /** Called when the user picks this status. */
  onSelect?: () => void;
  /** Locale for the number format. @default 'en' */
  locale?: string;
}

/** A campaign status with its count; a toggle button that selects the status list. */
export function StatusCountCard({
  label,
  count,
  selected = false,
  onSelect,
  locale = 'en',
  className,
  ...others
}: StatusCountCardProps) {
  return (
    <UnstyledButton
      {...others}
      className={cx(classes.card, className)}
      aria-pressed={selected}
      data-selected={selected || undefined}
      onClick={onSelect}
    >
      <Text className={classes.count} component="span">
        {formatNumber(count, locale)}
      </Text>{' '}
      <Text size="sm" c="dimmed" component="span">
        {label}
      </Text>
    </UnstyledButton>
  );
}
