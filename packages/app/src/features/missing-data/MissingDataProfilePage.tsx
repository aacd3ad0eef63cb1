import { ComingSoon } from '../../lib/ComingSoon';

/** The `missing_data_profile` screen (placeholder). */
export function MissingDataProfilePage() {
  return <ComingSoon route="missing_data_profile" />;
}
