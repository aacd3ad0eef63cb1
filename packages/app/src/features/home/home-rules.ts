import type { Network, User } from '@creator/api-client';

/** The contact block shows when the network has an email and the user has YouTube payments access or sees the payment counter. */
export function contactEmail(user: User, network: Network | null | undefined): string | null {
  if (!network?.email) return null;
  return user.hasYoutubePaymentsAccess || user.paymentCounterVisible ? network.email : null;
}

/** Which notice `?sign_contract=` asks for: 'declined' fails, any other value succeeds, absent shows none. */
export function signContractNotice(value: string | null): 'declined' | 'signed' | null {
  if (value === null) return null;
  return value === 'declined' ? 'declined' : 'signed';
}
