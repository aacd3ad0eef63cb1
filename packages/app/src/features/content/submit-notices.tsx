import { hideNotice, showFailureNotice, showSuccessNotice } from '@creator/ui';
import { Anchor, Text } from '@mantine/core';
import type { TFunction } from '../../i18n/i18n';

/**
 * The content went in after its form was left (closed or navigated away from while sending):
 * told wherever the user went, with the campaign's name when it is known.
 */
export function showSubmittedNotice(t: TFunction, campaign: string | null) {
  showSuccessNotice({
    title: t('content.submitted_title'),
    message: campaign ? t('content.submitted_for', { campaign }) : t('content.submitted_body'),
  });
}

/**
 * The content was refused after its form was left: why, in the app's words, and a link back to
 * the form, which opens with what was typed. It stays until closed, as it carries that link.
 */
export function showRefusedNotice(
  t: TFunction,
  { campaign, reason, open }: { campaign: string | null; reason: string; open: () => void },
) {
  const id = showFailureNotice({
    title: campaign ? t('content.submit_error_for', { campaign }) : t('content.submit_error'),
    message: (
      <>
        <Text size="sm" component="span">
          {reason}
        </Text>{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            hideNotice(id);
            open();
          }}
        >
          {t('content.back_to_form')}
        </Anchor>
      </>
    ),
    stay: true,
  });
}
