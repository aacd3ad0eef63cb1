import { Text, UnstyledButton } from '@mantine/core';
import { formatNumber } from '../../format';
import classes from './StatusCountCard.module.css';

/** Props of {@link StatusCountCard}. */
export interface StatusCountCardProps {
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
}: StatusCountCardProps) {
  return (
    <UnstyledButton
      className={classes.card}
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
