export { UserAvatar } from './UserAvatar';
export type { UserAvatarProps } from './UserAvatar';
export { initials } from './initials';
