import { Avatar, type MantineSize } from '@mantine/core';
import { initials } from './initials';

/** Props of {@link UserAvatar}. */
export interface UserAvatarProps {
  /** Image URL; when missing or when it fails to load, the initials show instead. */
  src?: string | null;
  /** Person or account name: the image's alternative text and the source of the initials. */
  name?: string | null;
  /** Mantine size or px. @default 'md' */
  size?: MantineSize | number;
  /** Corner radius. @default 'xl' (round) */
  radius?: MantineSize | number;
}

/**
 * A person's or account's picture. Falls back to initials when the image is missing or
 * broken, and to Mantine's default person glyph when there is no name either.
 */
export function UserAvatar({ src, name, size = 'md', radius = 'xl' }: UserAvatarProps) {
  const letters = initials(name);
  return (
    <Avatar
      src={src || null}
      alt={name ?? undefined}
      size={size}
      radius={radius}
      color={letters ? 'initials' : 'gray'}
      name={letters ? (name ?? undefined) : undefined}
      role={src ? undefined : name ? 'img' : undefined}
      aria-label={src ? undefined : (name ?? undefined)}
      aria-hidden={!src && !name ? true : undefined}
    >
      {letters || null}
    </Avatar>
  );
}
