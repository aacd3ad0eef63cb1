import { ComingSoon } from '../../lib/ComingSoon';

/** The `account_contract` screen (placeholder). */
export function AccountContractPage() {
  return <ComingSoon route="account_contract" />;
}
