import { usePrevious } from '@mantine/hooks';
import { announce } from '@react-aria/live-announcer';
import { useEffect, type RefObject } from 'react';
import { useT } from '../../i18n/i18n';
import type { MediaUpload } from './use-media-upload';

/**
 * The picker, the cancel button and the retry button take each other's place as an upload
 * starts and ends, and the focus on the one that went would fall to the page body, out of
 * the dialog. This moves it to what took its place: Cancel while the upload runs, then the
 * picker again (the finished upload announced, not a file refused for its size), or Retry
 * after a failure
 * (docs/product-rules.md#focus-and-announcements). A focus the user put elsewhere stays.
 */
export function useUploadFocus(field: RefObject<HTMLElement | null>, upload: MediaUpload) {
  const { t } = useT();
  const wasUploading = usePrevious(upload.uploading);
  const { uploading, failed } = upload;
  // A file refused for its size is not done either; the picker (another file) takes the focus.
  const refused = upload.tooLarge !== null;
  useEffect(() => {
    const root = field.current;
    if (!root || wasUploading === undefined || wasUploading === uploading) return;
    const done = !uploading && !failed && !refused;
    if (done) announce(t('content.upload_done'), 'polite');
    const active = document.activeElement;
    if (active && active !== document.body && !root.contains(active)) return;
    const target = uploading
      ? root.querySelector<HTMLElement>('[data-upload-cancel]')
      : failed
        ? root.querySelector<HTMLElement>('[data-upload-retry]')
        : root.querySelector<HTMLElement>('button');
    target?.focus();
  }, [field, wasUploading, uploading, failed, refused, t]);
}
