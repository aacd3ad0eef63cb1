import { ComingSoon } from '../../lib/ComingSoon';

/** The `missing_data_payment` screen (placeholder). */
export function MissingDataPaymentPage() {
  return <ComingSoon route="missing_data_payment" />;
}
