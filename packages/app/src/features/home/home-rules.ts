import type { Network, User } from '@creator/api-client';

/** Whether the contact block is for this user: with YouTube payments access or the payment counter. */
export function mayContactNetwork(user: User): boolean {
  return user.hasYoutubePaymentsAccess || user.paymentCounterVisible;
}

/** The contact block shows when the network has an email and the user may contact it. */
export function contactEmail(user: User, network: Network | null | undefined): string | null {
  if (!network?.email) return null;
  return mayContactNetwork(user) ? network.email : null;
}

/** Which notice `?sign_contract=` asks for: 'declined' fails, any other value succeeds, absent shows none. */
export function signContractNotice(value: string | null): 'declined' | 'signed' | null {
  if (value === null) return null;
  return value === 'declined' ? 'declined' : 'signed';
}
