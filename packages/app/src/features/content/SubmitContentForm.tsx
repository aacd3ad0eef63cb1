import type { Account, AvailableContentType, PostType } from '@creator/api-client';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { FormStatus } from '../../forms/FormStatus';
import { useLeaveGuard } from '../../forms/use-leave-guard';
import { useT } from '../../i18n/i18n';
import type { PostData } from '../../routing/route-params';
import {
  ALLOWED_POST_TYPES,
  canSubmit,
  CLOSE_DELAY_MS,
  contentInputs,
  EMPTY_DRAFT,
  isIncomplete,
  onlyContentType,
  platformOfAccount,
  type ContentDraft,
} from './content-rules';
import { ContentFields } from './ContentFields';
import { AccountChoice, PresetLine, TypeChoice } from './SubmitContentChoices';
import { useKeptSubmit } from './kept-submit';
import { useContentSubmit } from './use-content-submit';
import { useMediaUpload } from './use-media-upload';
import { DialogActions, FormFrame } from '../../forms/FormFrame';

/** Props of {@link SubmitContentForm}. */
export interface SubmitContentFormProps {
  campaignId: string;
  /** The campaign's name (its brand), for a notice told once the form is gone. */
  campaign: string;
  /** The campaign's accounts that can submit (each with a platform and a remote id). */
  accounts: Account[];
  available: AvailableContentType[];
  /** The post definition of the prefilled variant. */
  preset?: PostData;
  /** Closes the overlay (back to the campaign). */
  close: () => void;
}

/** The draft a variant starts from: the preset's type and content type, a single account chosen. */
function initialDraft(accounts: Account[], preset?: PostData): ContentDraft {
  if (!preset) return EMPTY_DRAFT;
  const only = accounts.length === 1 ? (accounts[0]?.pageId ?? '') : '';
  return {
    ...EMPTY_DRAFT,
    accountRemoteId: only,
    type: preset.type,
    contentType: preset.contentType,
  };
}

/** The draft once an account is picked: the variant's start, with its only content type chosen. */
function accountDraft(
  pageId: string,
  accounts: Account[],
  available: AvailableContentType[],
  preset?: PostData,
): ContentDraft {
  const start = initialDraft(accounts, preset);
  const chosen = accounts.find((a) => a.pageId === pageId);
  // A platform with a single content type has it chosen already.
  const only = chosen ? onlyContentType(available, platformOfAccount(chosen.accountType)) : '';
  return { ...start, accountRemoteId: pageId, contentType: start.contentType || only };
}

/** What the draft's account offers: its platform, the platform's content types and the chosen one's post types. */
function choicesOf(draft: ContentDraft, accounts: Account[], available: AvailableContentType[]) {
  const account = accounts.find((a) => a.pageId === draft.accountRemoteId);
  const platform = account ? platformOfAccount(account.accountType) : null;
  const contentTypes = available.filter((a) => a.platform === platform);
  const chosenType = contentTypes.find((a) => a.contentType === draft.contentType);
  const postTypes: PostType[] | null =
    platform && chosenType
      ? chosenType.postTypes.filter((type) => ALLOWED_POST_TYPES[platform].includes(type))
      : null;
  return { platform, contentTypes, postTypes };
}

/** The form's draft: the variant's start, or a submission refused after the form was left, as sent. */
function useDraftForm(accounts: Account[], preset?: PostData) {
  const kept = useKeptSubmit();
  return useForm<ContentDraft>({
    initialValues: kept?.draft ?? initialDraft(accounts, preset),
    initialErrors: kept?.errors,
    enhanceGetInputProps: contentInputs,
  });
}

/**
 * Typed or uploaded work is not lost without a question; the thank-you panel closes freely.
 * While sending, the question says that leaving does not stop it.
 */
function useSubmitGuard(
  draft: ContentDraft,
  uploading: boolean,
  { done, sending }: { done: boolean; sending: boolean },
) {
  const typed = draft.title !== '' || draft.content !== '' || draft.mediaFiles.length > 0;
  return useLeaveGuard(!done && (typed || uploading || sending), { sending });
}

/**
 * Submit content: account boxes, the content types of the chosen account's platform, its
 * post types, then the post's fields and media; the server's error text and per-field errors;
 * the thank-you panel, which closes to the campaign after 5 seconds.
 */
export function SubmitContentForm({
  campaignId,
  campaign,
  accounts,
  available,
  preset,
  close,
}: SubmitContentFormProps) {
  const { t } = useT();
  const upload = useMediaUpload(campaignId);
  const form = useDraftForm(accounts, preset);
  const submit = useContentSubmit(form, campaignId, campaign);
  const draft = form.values;
  const guard = useSubmitGuard(draft, upload.uploading, submit);
  const { platform, contentTypes, postTypes } = choicesOf(draft, accounts, available);

  const chooseAccount = (pageId: string) => {
    upload.cancel();
    submit.clearError();
    form.setValues(accountDraft(pageId, accounts, available, preset));
    form.clearErrors();
  };
  const chooseContentType = (contentType: string) => {
    form.setValues({ contentType, type: '', title: '', content: '', mediaFiles: [] });
    upload.cancel();
  };
  const choosePostType = (type: PostType) => {
    upload.cancel();
    form.setValues({ type, title: '', content: '', mediaFiles: [] });
    form.clearErrors();
  };

  if (submit.done) return <ThankYou close={close} />;
  return (
    <FormFrame onSubmit={() => submit.send(platform, upload.uploading)}>
      <AccountChoice
        accounts={accounts}
        value={draft.accountRemoteId}
        onChange={chooseAccount}
        error={form.errors.accountRemoteId}
      />
      {preset ? (
        <PresetLine preset={preset} />
      ) : platform ? (
        <TypeChoice
          contentTypes={contentTypes}
          contentType={draft.contentType}
          onContentType={chooseContentType}
          postTypes={postTypes}
          postType={draft.type}
          onPostType={choosePostType}
          errors={form.errors}
        />
      ) : null}
      {platform && draft.type !== '' && (preset || postTypes) ? (
        <ContentFields form={form} platform={platform} type={draft.type} upload={upload} />
      ) : null}
      <FormStatus title={t('content.submit_error')} messages={submit.error ? [submit.error] : []} />
      {isIncomplete(draft, platform) ? (
        <Text size="sm" c="dimmed">
          {t('content.incomplete')}
        </Text>
      ) : null}
      <DialogActions onCancel={close}>
        <Button
          type="submit"
          loading={submit.sending}
          disabled={!canSubmit(draft, platform, upload.uploading)}
        >
          {t('content.submit')}
        </Button>
      </DialogActions>
      {guard.dialog}
    </FormFrame>
  );
}

/**
 * The thank-you panel; it closes the overlay by itself after a few seconds. Its heading takes
 * the focus: the form it replaces (and the Submit button that had it) is gone, and the focus
 * would otherwise fall to the page body, out of the dialog.
 */
function ThankYou({ close }: { close: () => void }) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    const timer = setTimeout(close, CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [close]);
  return (
    <Stack gap="sm" role="status" py="md" ta="center">
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {t('content.thank_you')}
      </Title>
      <Text size="sm">{t('content.thank_you_body')}</Text>
      <Group justify="center">
        <Button onClick={close}>{t('common.close')}</Button>
      </Group>
    </Stack>
  );
}
