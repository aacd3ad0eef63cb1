import type { PostType } from '@creator/api-client';
import { formatFileSize, UploadField } from '@creator/ui';
import { Alert, Button, CloseButton, Group, Image, Stack, Text } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { useNeedsConnection } from '../../components/needs-connection';
import { useT } from '../../i18n/i18n';
import { safeHttpUrl } from '../../security/safe-url';
import {
  acceptedFiles,
  acceptMimeTypes,
  allowsSeveralFiles,
  fileFitsType,
  mediaKind,
  withUploaded,
} from './content-rules';
import type { MediaUpload } from './use-media-upload';
import { useContentLabels } from './use-content-labels';
import { useUploadFocus } from './use-upload-focus';

/** Props of {@link MediaField}. */
export interface MediaFieldProps {
  type: PostType;
  /** The media URLs of the content. */
  value: string[];
  onChange: (urls: string[]) => void;
  upload: MediaUpload;
  /** The server's or the form's error for the media. */
  error?: ReactNode;
  /** A link beside a video, e.g. to play it full screen (edit page). */
  videoAction?: (url: string) => ReactNode;
  /** Approved or live content: no picker and no remove buttons (nothing can change). */
  locked?: boolean;
}

/** One attached media: the image, or the video with its controls (a preview). */
function MediaPreview({ url, label }: { url: string; label: string }) {
  const src = safeHttpUrl(url);
  if (!src) return <Text size="sm">{label}</Text>;
  return mediaKind(url) === 'image' ? (
    <Image src={src} alt={label} h={96} w="auto" fit="contain" radius="sm" />
  ) : (
    <video src={src} controls preload="metadata" aria-label={label} height={120} />
  );
}

/**
 * The media of a post: the picker (image or video per type; several files only for
 * carousels), the upload's percentage with cancel while it runs (the picker hidden), a clear
 * error with retry when it failed, and the attached files with their previews.
 */
export function MediaField({
  type,
  value,
  onChange,
  upload,
  error,
  videoAction,
  locked = false,
}: MediaFieldProps) {
  const { t } = useT();
  const labels = useContentLabels();
  const [wrongFile, setWrongFile] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  useUploadFocus(field, upload);
  const several = allowsSeveralFiles(type);
  const accepted = acceptedFiles(type);
  if (accepted === 'none') return null;

  const pick = (files: File[]) => {
    if (files.length === 0) return;
    const chosen = several ? files : files.slice(0, 1);
    const fits = chosen.every((file) => fileFitsType(file.type, type));
    setWrongFile(!fits);
    if (!fits) return;
    // A carousel's new files join those already attached (content-rules: withUploaded).
    upload.start(chosen, (urls) => onChange(withUploaded(type, value, urls)));
  };

  return (
    <Stack ref={field} gap="xs">
      {locked ? (
        <Text size="sm" fw={500}>
          {t('content.media')}
        </Text>
      ) : (
        <UploadField
          label={t('content.media')}
          // Shown only for the types that take files, which all need at least one.
          required
          buttonLabel={several ? t('content.choose_files') : t('content.choose_file')}
          accept={acceptMimeTypes(type)}
          multiple={several}
          onSelect={pick}
          uploading={upload.uploading}
          progress={upload.progress}
          progressLabel={t('content.upload_progress')}
          description={labels.accepts(accepted)}
          error={wrongFile ? t('content.wrong_file') : error}
        />
      )}
      <UploadState upload={upload} />
      <AttachedMedia
        value={value}
        onChange={onChange}
        videoAction={videoAction}
        removable={!(upload.uploading || locked)}
      />
    </Stack>
  );
}

/**
 * The running upload's cancel button, the failed one's error with retry, or, for a file over
 * the limit, the limit (another file is the way on, not a retry).
 */
function UploadState({ upload }: { upload: MediaUpload }) {
  const { t, i18n } = useT();
  const { message: needsConnection } = useNeedsConnection();
  return (
    <>
      {upload.tooLarge !== null ? (
        <Alert color="red" role="alert" title={t('content.file_too_large')}>
          <Text size="sm">
            {t('content.file_too_large_body', {
              limit: formatFileSize(upload.tooLarge, i18n.language),
            })}
          </Text>
        </Alert>
      ) : null}
      {upload.uploading ? (
        <Group>
          <Button variant="default" size="xs" onClick={upload.cancel} data-upload-cancel="">
            {t('content.cancel_upload')}
          </Button>
        </Group>
      ) : null}
      {upload.failed ? (
        <Alert color="red" role="alert" title={t('content.upload_failed')}>
          <Group gap="sm">
            <Text size="sm">
              {upload.offline ? needsConnection : t('content.upload_failed_body')}
            </Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={upload.retry}
              data-upload-retry=""
            >
              {t('content.retry_upload')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </>
  );
}

/** The attached files, each with its preview, the video's link and (when `removable`) a remove button. */
function AttachedMedia({
  value,
  onChange,
  videoAction,
  removable,
}: Pick<MediaFieldProps, 'value' | 'onChange' | 'videoAction'> & { removable: boolean }) {
  const { t } = useT();
  if (value.length === 0) return null;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {value.map((url, index) => {
        const label = t('content.media_item', { number: index + 1 });
        return (
          <Group component="li" key={`${url}-${index}`} gap="sm" align="center" wrap="nowrap">
            <MediaPreview url={url} label={label} />
            {mediaKind(url) === 'video' && safeHttpUrl(url) ? videoAction?.(url) : null}
            {removable ? (
              <CloseButton
                aria-label={t('content.remove_media', { number: index + 1 })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              />
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}
