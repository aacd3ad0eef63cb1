import { Text, ThemeIcon, UnstyledButton, type BoxProps, type ElementProps } from '@mantine/core';
import { cx, PlusIcon } from '../shared';
import classes from './AddAccountCard.module.css';

/** Props of {@link AddAccountCard}; other props (className, style, data-*, aria-*) go to the root like Mantine's `UnstyledButton`. */
export interface AddAccountCardProps extends BoxProps, ElementProps<'button'> {
  /** Translated call to action, e.g. "Add account". */
  label: string;
  /** Optional second line, e.g. "YouTube, Instagram, TikTok and more". */
  description?: string;
  /** Opens the add-account overlay. */
  onClick: () => void;
}

/** The first card of the accounts grid: a big button that starts connecting an account. */
export function AddAccountCard({
  label,
  description,
  onClick,
  className,
  ...others
}: AddAccountCardProps) {
  return (
    <UnstyledButton {...others} className={cx(classes.card, className)} onClick={onClick}>
      <ThemeIcon size={48} radius="xl" variant="light">
        <PlusIcon size={24} />
      </ThemeIcon>
      <Text fw={600} component="span" className={classes.label}>
        {label}
      </Text>
      {description ? (
        <Text size="sm" c="dimmed" component="span" ta="center">
          {description}
        </Text>
      ) : null}
    </UnstyledButton>
  );
}
