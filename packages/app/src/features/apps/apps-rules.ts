import type { Account, App } from '@creator/api-client';

/** A completed video channel account: a YouTube account whose partnership is completed. */
export function hasCompletedVideoChannel(accounts: readonly Account[]): boolean {
  return accounts.some(
    (account) =>
      account.accountType === 'youtube' && account.partnerApplicationState === 'completed',
  );
}

/** The apps a user sees: `youtubeOnly` ones only with a completed video channel account. */
export function visibleApps(apps: readonly App[], accounts: readonly Account[]): App[] {
  const video = hasCompletedVideoChannel(accounts);
  return apps.filter((app) => !app.youtubeOnly || video);
}
