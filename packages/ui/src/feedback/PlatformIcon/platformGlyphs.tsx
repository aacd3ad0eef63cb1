import type { ReactElement } from 'react';

import {
  ACCOUNT_TYPES,
  POST_PLATFORMS,
  type AccountType,
  type PostPlatform,
} from '../../generated/platforms';

/** Platforms with an icon: the contract's account types and post platforms (plain `tiktok`). */
export type Platform = AccountType | PostPlatform;

/** Every platform, in the order the add-account overlay lists them (from the contract's enums). */
export const PLATFORMS: readonly Platform[] = [
  ...new Set<Platform>([...ACCOUNT_TYPES, ...POST_PLATFORMS]),
];

const tiktok = (
  <>
    <rect width="24" height="24" rx="6" fill="#000" />
    <path
      d="M13.2 5h2.3c.2 1.6 1.3 2.8 2.9 3v2.3c-1.1 0-2.1-.3-2.9-.9v5a4.3 4.3 0 1 1-4.3-4.3v2.3a2 2 0 1 0 2 2Z"
      fill="#fff"
    />
  </>
);

/** 24x24 glyphs in brand colours, drawn inline so no request can fail. */
export const PLATFORM_GLYPHS: Record<Platform, ReactElement> = {
  youtube: (
    <>
      <rect y="4" width="24" height="16" rx="5" fill="#ff0000" />
      <path d="M10 8.5v7l6-3.5Z" fill="#fff" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="12" fill="#1877f2" />
      <path
        d="M13.4 24v-8.5h2.8l.4-3.3h-3.2v-2c0-1 .3-1.6 1.6-1.6h1.7V5.7a22 22 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.3H7.2v3.3H10V24Z"
        fill="#fff"
      />
    </>
  ),
  instagram: (
    <>
      <rect width="24" height="24" rx="6" fill="#e1306c" />
      <rect x="5" y="5" width="14" height="14" rx="4" fill="none" stroke="#fff" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="#fff" strokeWidth="1.8" />
      <circle cx="16.3" cy="7.7" r="1" fill="#fff" />
    </>
  ),
  twitter: (
    <>
      <rect width="24" height="24" rx="6" fill="#000" />
      <path d="M6 6h3.6l8.4 12h-3.6Z M17.4 6 6.6 18" stroke="#fff" strokeWidth="1.6" fill="none" />
    </>
  ),
  twitch: (
    <>
      <rect width="24" height="24" rx="6" fill="#9146ff" />
      <path d="M7 5 5.5 8v10h3.5v2h2l2-2h3l3-3V5Zm10.5 9-2 2h-3l-2 2v-2H8V6.5h9.5Z" fill="#fff" />
      <path d="M11 9h1.5v4H11Zm4 0h1.5v4H15Z" fill="#fff" />
    </>
  ),
  tiktok_creator: tiktok,
  tiktok,
  virtual: (
    <>
      <circle cx="12" cy="12" r="12" fill="#868e96" />
      <path d="M7 8h2.2l2.8 7 2.8-7H17l-4 9h-2Z" fill="#fff" />
    </>
  ),
};
