import type { Platform, PostType } from '@creator/api-client';
import { Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { contentRequired, hasTitle, type ContentDraft } from './content-rules';
import { MediaField } from './MediaField';
import type { MediaUpload } from './use-media-upload';

/** Props of {@link ContentFields}. */
export interface ContentFieldsProps {
  form: UseFormReturnType<ContentDraft>;
  platform: Platform;
  type: PostType;
  upload: MediaUpload;
  videoAction?: (url: string) => ReactNode;
  /** Approved or live content: the media show without the picker or the remove buttons. */
  locked?: boolean;
}

/** The post's own fields for its type: title where it has one, description (story hint), media. */
export function ContentFields({
  form,
  platform,
  type,
  upload,
  videoAction,
  locked = false,
}: ContentFieldsProps) {
  const { t } = useT();
  return (
    <Stack gap="sm">
      {hasTitle(platform, type) ? (
        <TextInput label={t('content.title')} {...form.getInputProps('title')} />
      ) : null}
      <Textarea
        label={t('content.description')}
        description={type === 'story' ? t('content.story_hint') : undefined}
        required={contentRequired(platform, type)}
        rows={4}
        {...form.getInputProps('content')}
      />
      <MediaField
        type={type}
        value={form.values.mediaFiles}
        onChange={(urls) => {
          form.setFieldValue('mediaFiles', urls);
          form.clearFieldError('mediaFiles');
        }}
        upload={upload}
        error={form.errors.mediaFiles}
        videoAction={videoAction}
        locked={locked}
      />
    </Stack>
  );
}
