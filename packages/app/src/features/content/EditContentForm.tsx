import type { SubmittedContent } from '@creator/api-client';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormStatus } from '../../forms/FormStatus';
import { useLeaveGuard } from '../../forms/use-leave-guard';
import { useT } from '../../i18n/i18n';
import { encodeBase64Text } from '../../routing/route-params';
import { pathTo } from '../../routing/routes';
import { canSubmit, contentInputs, isUnchanged, type ContentDraft } from './content-rules';
import { ContentFields } from './ContentFields';
import classes from './EditContentForm.module.css';
import { editDraftKey, readEditDraft, saveEditDraft } from './edit-draft';
import { useContentResubmit } from './use-content-resubmit';
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
 * nothing is sent). Success returns to the campaign; a refusal says why in the app's words.
 */
export function EditContentForm({ campaignId, content }: EditContentFormProps) {
  const { t } = useT();
  const upload = useMediaUpload(campaignId);
  const contentId = String(content.id);
  const draftKey = editDraftKey(campaignId, contentId);
  const [original] = useState(() => draftOf(content));
  // What was typed before the form was last unmounted (the Comments tab) comes back.
  const [initial] = useState(() => readEditDraft(draftKey) ?? original);
  const form = useForm<ContentDraft>({
    initialValues: initial,
    enhanceGetInputProps: contentInputs,
    onValuesChange: (values) => saveEditDraft(draftKey, values),
  });
  const unchanged = isUnchanged(original, form.values);
  const resubmit = useContentResubmit(form, {
    campaignId,
    contentId,
    platform: content.platform,
    draftKey,
    release: () => guard.release(),
  });
  // An edit is not lost without a question (the content's tabs and player keep it).
  const within = pathTo('submitted_content', { campaignId, id: contentId });
  const guard = useLeaveGuard(!unchanged, { within, sending: resubmit.sending });
  const editable = content.status === 'pending' || content.status === 'rejected';
  const enabled = editable && canSubmit(form.values, content.platform, upload.uploading);

  const send = () => {
    if (unchanged || !enabled) return;
    resubmit.send();
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
      <FormStatus
        title={t('content.resubmit_error')}
        messages={resubmit.error ? [resubmit.error] : []}
      />
      {editable ? (
        <ResubmitFooter
          unchanged={unchanged}
          enabled={enabled}
          uploading={upload.uploading}
          sending={resubmit.sending}
        />
      ) : null}
      {guard.dialog}
    </FormFrame>
  );
}

/** Resubmit, with why it is off: nothing changed, or the content is incomplete. */
function ResubmitFooter({
  unchanged,
  enabled,
  uploading,
  sending,
}: {
  unchanged: boolean;
  enabled: boolean;
  uploading: boolean;
  sending: boolean;
}) {
  const { t } = useT();
  return (
    <Group justify="flex-end" gap="sm">
      {unchanged ? (
        <Text size="sm" c="dimmed" role="status">
          {t('content.no_changes')}
        </Text>
      ) : !enabled && !uploading ? (
        <Text size="sm" c="dimmed">
          {t('content.incomplete')}
        </Text>
      ) : null}
      <Button type="submit" loading={sending} disabled={unchanged || !enabled}>
        {t('content.resubmit')}
      </Button>
    </Group>
  );
}
