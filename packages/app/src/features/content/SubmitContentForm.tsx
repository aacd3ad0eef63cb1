import {
  createSubmittedContentMutation,
  isApiError,
  isNotAuthorized,
  type Account,
  type AvailableContentType,
  type PostType,
} from '@creator/api-client';
import { PlatformIcon, UserAvatar } from '@creator/ui';
import { Button, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { submitBlockText, submitRefusal } from '../../domain/campaigns/campaign-submit';
import { placeServerErrors } from '../../forms/field-errors';
import { FormStatus } from '../../forms/FormStatus';
import { useT } from '../../i18n/i18n';
import type { PostData } from '../../routing/route-params';
import { safeHttpUrl } from '../../security/safe-url';
import { useServices } from '../../session/services';
import {
  ALLOWED_POST_TYPES,
  canSubmit,
  CLOSE_DELAY_MS,
  cutText,
  EMPTY_DRAFT,
  contentErrorField,
  isIncomplete,
  onlyContentType,
  platformOfAccount,
  toRequest,
  type ContentDraft,
} from './content-rules';
import { ContentFields } from './ContentFields';
import { useContentLabels } from './use-content-labels';
import { useMediaUpload } from './use-media-upload';
import { DialogActions, FormFrame } from '../../forms/FormFrame';

/** Props of {@link SubmitContentForm}. */
export interface SubmitContentFormProps {
  campaignId: string;
  /** The campaign's accounts that can submit (each with a platform and a remote id). */
  accounts: Account[];
  available: AvailableContentType[];
  /** The post definition of the prefilled variant. */
  preset?: PostData;
  /** Closes the overlay (back to the campaign). */
  close: () => void;
}

const ACCOUNT_TITLE_MAX = 24;

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

/**
 * Submit content: account boxes, the content types of the chosen account's platform, its
 * post types, then the post's fields and media; the server's error text and per-field errors;
 * the thank-you panel, which closes to the campaign after 5 seconds.
 */
export function SubmitContentForm({
  campaignId,
  accounts,
  available,
  preset,
  close,
}: SubmitContentFormProps) {
  const { t } = useT();
  const labels = useContentLabels();
  const { client } = useServices();
  const upload = useMediaUpload(campaignId);
  const submit = useMutation(createSubmittedContentMutation(client));
  const form = useForm<ContentDraft>({ initialValues: initialDraft(accounts, preset) });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, close]);

  const draft = form.values;
  const account = accounts.find((a) => a.pageId === draft.accountRemoteId);
  const platform = account ? platformOfAccount(account.accountType) : null;
  const contentTypes = available.filter((a) => a.platform === platform);
  const chosenType = contentTypes.find((a) => a.contentType === draft.contentType);
  const postTypes: PostType[] =
    platform && chosenType
      ? chosenType.postTypes.filter((type) => ALLOWED_POST_TYPES[platform].includes(type))
      : [];

  const chooseAccount = (pageId: string) => {
    upload.cancel();
    setSubmitError(null);
    const start = initialDraft(accounts, preset);
    const chosen = accounts.find((a) => a.pageId === pageId);
    // A platform with a single content type has it chosen already.
    const only = chosen ? onlyContentType(available, platformOfAccount(chosen.accountType)) : '';
    form.setValues({
      ...start,
      accountRemoteId: pageId,
      contentType: start.contentType || only,
    });
    form.clearErrors();
  };
  const choosePostType = (type: PostType) => {
    upload.cancel();
    form.setValues({ type, title: '', content: '', mediaFiles: [] });
    form.clearErrors();
  };

  const send = () => {
    if (!platform || isIncomplete(draft, platform) || upload.uploading) return;
    setSubmitError(null);
    submit.mutate(
      { campaignId, body: toRequest(draft, platform) },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          if (isNotAuthorized(error)) return;
          if (!isApiError(error)) return setSubmitError(t('content.submit_failed'));
          const closed = submitRefusal(error.body);
          if (closed) return setSubmitError(submitBlockText(t, closed, null, String));
          setSubmitError(error.message);
          form.setErrors(placeServerErrors(error, contentErrorField, t).errors);
        },
      },
    );
  };

  if (done)
    return (
      <Stack gap="sm" role="status" py="md" ta="center">
        <Title order={2} size="h3">
          {t('content.thank_you')}
        </Title>
        <Text size="sm">{t('content.thank_you_body')}</Text>
        <Group justify="center">
          <Button onClick={close}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );

  return (
    <FormFrame onSubmit={send}>
      <Radio.Group
        label={t('content.account')}
        value={draft.accountRemoteId}
        onChange={chooseAccount}
        error={form.errors.accountRemoteId}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
          {accounts.map((a) => (
            <Radio.Card
              key={a.uuid}
              value={a.pageId ?? ''}
              radius="md"
              p="sm"
              data-testid="account-box"
            >
              <Group gap="sm" wrap="nowrap">
                <Radio.Indicator />
                <UserAvatar
                  src={safeHttpUrl(a.thumbnailUrl ?? a.avatar)}
                  name={a.title}
                  size="md"
                />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={600} size="sm" truncate>
                    {cutText(a.title, ACCOUNT_TITLE_MAX)}
                  </Text>
                  {a.username ? (
                    <Text size="xs" c="dimmed" truncate>
                      {a.username}
                    </Text>
                  ) : null}
                </div>
                {platformOfAccount(a.accountType) ? (
                  <PlatformIcon platform={platformOfAccount(a.accountType)!} size={20} />
                ) : null}
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      {preset ? (
        <Text size="sm">
          {t('content.preset', {
            contentType: labels.contentType(preset.contentType),
            type: labels.postType(preset.type),
          })}
        </Text>
      ) : platform ? (
        <>
          <Radio.Group
            label={t('content.content_type')}
            value={draft.contentType}
            onChange={(value) => {
              form.setValues({
                contentType: value,
                type: '',
                title: '',
                content: '',
                mediaFiles: [],
              });
              upload.cancel();
            }}
            error={form.errors.contentType}
          >
            <Group gap="md" mt={6}>
              {contentTypes.map((c) => (
                <Radio
                  key={c.contentType}
                  value={c.contentType}
                  label={labels.contentType(c.contentType)}
                />
              ))}
            </Group>
          </Radio.Group>
          {chosenType ? (
            <Radio.Group
              label={t('content.post_type')}
              value={draft.type}
              onChange={(value) => choosePostType(value as PostType)}
              error={form.errors.type}
            >
              <Group gap="md" mt={6}>
                {postTypes.map((type) => (
                  <Radio key={type} value={type} label={labels.postType(type)} />
                ))}
              </Group>
            </Radio.Group>
          ) : null}
        </>
      ) : null}

      {platform && draft.type !== '' && (preset || chosenType) ? (
        <ContentFields form={form} platform={platform} type={draft.type} upload={upload} />
      ) : null}

      <FormStatus title={t('content.submit_error')} messages={submitError ? [submitError] : []} />
      {isIncomplete(draft, platform) ? (
        <Text size="sm" c="dimmed">
          {t('content.incomplete')}
        </Text>
      ) : null}
      <DialogActions onCancel={close}>
        <Button
          type="submit"
          loading={submit.isPending}
          disabled={!canSubmit(draft, platform, upload.uploading)}
        >
          {t('content.submit')}
        </Button>
      </DialogActions>
    </FormFrame>
  );
}
