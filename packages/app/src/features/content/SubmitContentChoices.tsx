import type { Account, AvailableContentType, PostType } from '@creator/api-client';
import type { PostData } from '../../routing/route-params';
import { accountHandle, PlatformIcon, UserAvatar } from '@creator/ui';
import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RadioChoices } from '../../forms/RadioChoices';
import { useT } from '../../i18n/i18n';
import { safeHttpUrl } from '../../security/safe-url';
import { cutText, platformOfAccount } from './content-rules';
import { useContentLabels } from './use-content-labels';

const ACCOUNT_TITLE_MAX = 24;

/** The account boxes: avatar, title, handle (the card's) and platform of each account that can submit. */
export function AccountChoice({
  accounts,
  value,
  onChange,
  error,
}: {
  accounts: Account[];
  value: string;
  onChange: (pageId: string) => void;
  error?: ReactNode;
}) {
  const { t } = useT();
  return (
    // Required: marked by the label's asterisk (a card radio cannot carry a required state).
    <Radio.Group
      label={t('content.account')}
      value={value}
      onChange={onChange}
      error={error}
      required
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
              <UserAvatar src={safeHttpUrl(a.thumbnailUrl ?? a.avatar)} name={a.title} size="md" />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} size="sm" truncate>
                  {cutText(a.title, ACCOUNT_TITLE_MAX)}
                </Text>
                {accountHandle(a) ? (
                  <Text size="xs" c="dimmed" truncate>
                    @{accountHandle(a)}
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
  );
}

/** The content types of the chosen account's platform, then the chosen one's post types. */
export function TypeChoice({
  contentTypes,
  contentType,
  onContentType,
  postTypes,
  postType,
  onPostType,
  errors,
}: {
  contentTypes: AvailableContentType[];
  contentType: string;
  onContentType: (value: string) => void;
  /** The chosen content type's post types; null until one is chosen. */
  postTypes: PostType[] | null;
  postType: string;
  onPostType: (value: PostType) => void;
  errors: { contentType?: ReactNode; type?: ReactNode };
}) {
  const { t } = useT();
  const labels = useContentLabels();
  return (
    <>
      <RadioChoices
        label={t('content.content_type')}
        options={contentTypes.map((c) => ({
          value: c.contentType,
          label: labels.contentType(c.contentType),
        }))}
        value={contentType}
        onChange={onContentType}
        error={errors.contentType}
        required
      />
      {postTypes ? (
        <RadioChoices
          label={t('content.post_type')}
          options={postTypes.map((type) => ({ value: type, label: labels.postType(type) }))}
          value={postType}
          onChange={(value) => onPostType(value as PostType)}
          error={errors.type}
          required
        />
      ) : null}
    </>
  );
}

/** The prefilled variant's post type and content type, in place of their choice. */
export function PresetLine({ preset }: { preset: PostData }) {
  const { t } = useT();
  const labels = useContentLabels();
  return (
    <Text size="sm">
      {t('content.preset', {
        contentType: labels.contentType(preset.contentType),
        type: labels.postType(preset.type),
      })}
    </Text>
  );
}
