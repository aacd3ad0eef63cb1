import { MissingDataPage } from '../features/missing-data/MissingDataPage';
import { PaymentBlock } from '../features/settings/PaymentBlock';
import { ProfileBlock } from '../features/settings/ProfileBlock';

/** `missing_data_profile`: the settings' profile form; a save goes to the dashboard. */
export function MissingDataProfileScreen() {
  return (
    <MissingDataPage kind="profile">{(done) => <ProfileBlock onSaved={done} />}</MissingDataPage>
  );
}

/** `missing_data_payment`: the payment form or widget; a save, or a completed widget, goes to the dashboard. */
export function MissingDataPaymentScreen() {
  return (
    <MissingDataPage kind="payment">
      {(done) => <PaymentBlock onSaved={done} onComplete={done} />}
    </MissingDataPage>
  );
}
