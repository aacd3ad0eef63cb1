import { showFailureNotice } from '@creator/ui';
import type { TFunction } from '../i18n/i18n';
import type { SaveFailure } from './FormStatus';

/**
 * A save refused once its form is gone (the user left while it was being sent): the status
 * block and the marked fields are not there to tell it, so a notice does, wherever the user is.
 * A refusal that named fields says so, as the fields that would show why are gone.
 */
export function showSaveFailureNotice(t: TFunction, failure: SaveFailure) {
  showFailureNotice({
    title: t('settings.not_saved'),
    message: failure.headline ? t('settings.not_saved_fields') : failure.unplaced.join(' '),
  });
}
