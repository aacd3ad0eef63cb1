import {
  isApiError,
  isNotAuthorized,
  updateSubmittedContentMutation,
  type SubmittedContent,
} from '@creator/api-client';
import { showSuccessNotice } from '@creator/ui';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { placeServerErrors } from '../../forms/field-errors';
import { FormStatus } from '../../forms/FormStatus';
import { useT } from '../../i18n/i18n';
import { encodeBase64Text } from '../../routing/route-params';
import { pathTo } from '../../routing/routes';
import { useServices } from '../../session/services';
import {
  canSubmit,
  contentErrorField,
  isUnchanged,
  toRequest,
  type ContentDraft,
} from './content-rules';
import { ContentFields } from './ContentFields';
import classes from './EditContentForm.module.css';
import { dropEditDraft, editDraftKey, readEditDraft, saveEditDraft } from './edit-draft';
import { useMediaUpload } from './use-media-upload';
import { FormFrame } from '../../forms/FormFrame';

/** The draft of stored content. */
export function draftOf(content: SubmittedContent): ContentDraft {
  return {
    accountRemoteId: content.accountRemoteId,
    contentType: content.contentType,
    type: content.type,
    title: content.title ?? '',
    content: content.content ?? '',
    mediaFiles: content.mediaFiles.map((file) => file.url),
  };
}

/** Props of {@link EditContentForm}. */
export interface EditContentFormProps {
  campaignId: string;
  content: SubmittedContent;
}

/**
 * The edit form: the type's fields, media with a video preview (and its full-screen player),
 * Resubmit (disabled with nothing changed or the content incomplete: 'no changes' then and
 * nothing is sent). Success returns to the campaign; a failure shows the server's text.
 */
export function EditContentForm({ campaignId, content }: EditContentFormProps) {
  const { t } = useT();
  const { client } = useServices();
  const navigate = useNavigate();
  const upload = useMediaUpload(campaignId);
  const resubmit = useMutation(updateSubmittedContentMutation(client));
  const contentId = String(content.id);
  const draftKey = editDraftKey(campaignId, contentId);
  const [original] = useState(() => draftOf(content));
  // What was typed before the form was last unmounted (the Comments tab) comes back.
  const [initial] = useState(() => readEditDraft(draftKey) ?? original);
  const form = useForm<ContentDraft>({
    initialValues: initial,
    onValuesChange: (values) => saveEditDraft(draftKey, values),
  });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const editable = content.status === 'pending' || content.status === 'rejected';
  const unchanged = isUnchanged(original, form.values);
  const enabled = editable && canSubmit(form.values, content.platform, upload.uploading);

  const send = () => {
    if (unchanged || !enabled) return;
    setSubmitError(null);
    resubmit.mutate(
      { campaignId, contentId, body: toRequest(form.values, content.platform) },
      {
        onSuccess: () => {
          dropEditDraft(draftKey);
          showSuccessNotice({ message: t('content.resubmitted') });
          void navigate(pathTo('campaign', { campaignId }));
        },
        onError: (error) => {
          if (isNotAuthorized(error)) return;
          if (!isApiError(error)) return setSubmitError(t('content.submit_failed'));
          setSubmitError(error.message);
          form.setErrors(placeServerErrors(error, contentErrorField, t).errors);
        },
      },
    );
  };

  const videoAction = (url: string) => (
    <Anchor
      size="sm"
      component={Link}
      to={pathTo('submitted_content_video', {
        campaignId,
        id: contentId,
        videoUrlEncoded: encodeBase64Text(url),
      })}
    >
      {t('content.play')}
    </Anchor>
  );

  return (
    <FormFrame onSubmit={send}>
      {!editable ? (
        <Text size="sm" c="dimmed">
          {t('content.locked')}
        </Text>
      ) : null}
      <fieldset disabled={!editable} className={classes.fields}>
        <ContentFields
          form={form}
          platform={content.platform}
          type={content.type}
          upload={upload}
          videoAction={videoAction}
          locked={!editable}
        />
      </fieldset>
      <FormStatus title={t('content.resubmit_error')} messages={submitError ? [submitError] : []} />
      {editable ? (
        <Group justify="flex-end" gap="sm">
          {unchanged ? (
            <Text size="sm" c="dimmed" role="status">
              {t('content.no_changes')}
            </Text>
          ) : !enabled && !upload.uploading ? (
            <Text size="sm" c="dimmed">
              {t('content.incomplete')}
            </Text>
          ) : null}
          <Button type="submit" loading={resubmit.isPending} disabled={unchanged || !enabled}>
            {t('content.resubmit')}
          </Button>
        </Group>
      ) : null}
    </FormFrame>
  );
}
