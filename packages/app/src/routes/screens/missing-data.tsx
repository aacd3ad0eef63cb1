// Placeholder screens, loaded lazily; later work replaces each with the real screen.
import { ComingSoon } from './ComingSoon';

/** The `missing_data_profile` screen (placeholder). */
export function MissingDataProfileScreen() {
  return <ComingSoon route="missing_data_profile" />;
}

/** The `missing_data_payment` screen (placeholder). */
export function MissingDataPaymentScreen() {
  return <ComingSoon route="missing_data_payment" />;
}
