import { Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { PlusIcon } from '../shared';
import classes from './AddAccountCard.module.css';

/** Props of {@link AddAccountCard}. */
export interface AddAccountCardProps {
  /** Translated call to action, e.g. "Add account". */
  label: string;
  /** Optional second line, e.g. "YouTube, Instagram, TikTok and more". */
  description?: string;
  /** Opens the add-account overlay. */
  onClick: () => void;
}

/** The first card of the accounts grid: a big button that starts connecting an account. */
export function AddAccountCard({ label, description, onClick }: AddAccountCardProps) {
  return (
    <UnstyledButton className={classes.card} onClick={onClick}>
      <ThemeIcon size={48} radius="xl" variant="light">
        <PlusIcon size={24} />
      </ThemeIcon>
      <Text fw={600} component="span">
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
