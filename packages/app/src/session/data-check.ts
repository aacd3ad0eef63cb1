import type { User } from '@creator/api-client';
import type { QueryClient } from '@tanstack/react-query';

/** The flags of the startup guard's data check (docs/product-rules.md#startup). */
export type DataFlags = Pick<User, 'paymentDetailsMissing' | 'profileDetailsMissing'>;

/**
 * The flags the data check acts on: a missing-data flag sends the user to its page only if it
 * has held since the session started (docs/product-rules.md#startup: the missing-data redirect is for the start
 * of a session, not for a change the user is making, such as a new country that does not
 * offer the saved payment method). Once a flag has been false it stays off for the session.
 */
export function checkedFlags(start: DataFlags | undefined, now: DataFlags): DataFlags {
  if (!start) return { ...now };
  return {
    paymentDetailsMissing: start.paymentDetailsMissing && now.paymentDetailsMissing,
    profileDetailsMissing: start.profileDetailsMissing && now.profileDetailsMissing,
  };
}

// One session per query client (the app makes one per page load; tests one per render).
const sessions = new WeakMap<QueryClient, DataFlags>();

/** The user as the data check sees it: its missing flags through {@link checkedFlags}. */
export function sessionDataCheck(queryClient: QueryClient, user: User): User {
  const flags = checkedFlags(sessions.get(queryClient), user);
  sessions.set(queryClient, flags);
  return { ...user, ...flags };
}
