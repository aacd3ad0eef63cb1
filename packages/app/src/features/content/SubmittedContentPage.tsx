import { type Campaign, type SubmittedContent } from '@creator/api-client';
import { LineIcon, LoadingSkeleton, TabBar } from '@creator/ui';
import { Anchor, Box, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useParams } from 'react-router';
import { DataBlock } from '../../components/data-block';
import { answeredNotFound, NotFoundRedirect } from '../../routing/not-found';
import { useT } from '../../i18n/i18n';
import { useCurrentRoute } from '../../routing/current-route';
import { pathTo } from '../../routing/routes';
import { safeHttpUrl } from '../../security/safe-url';
import { commentsTabCount, cutText, HEADER_MAX, isPlayable } from './content-rules';
import { editDraftKey, useEditDraftHolder } from './edit-draft';
import { EditContentForm } from './EditContentForm';
import { KeptEditGuard } from './KeptEditGuard';
import { useContentLabels } from './use-content-labels';
import { useReads } from '../../routing/screen-reads';
import { submittedContentReads } from './reads';

const ACCOUNT_TITLE_MAX = 24;

/** The campaign's brand: loading, or its error with a retry (the content shows regardless). */
function CampaignBrand({ campaign }: { campaign: UseQueryResult<Campaign> }) {
  const { t } = useT();
  return (
    <DataBlock
      query={campaign}
      loading={<LoadingSkeleton variant="text" count={1} label={t('content.brand_loading')} />}
      error={t('content.brand_error')}
    >
      {(data) => (
        <Text size="sm" c="dimmed">
          {data.brand}
        </Text>
      )}
    </DataBlock>
  );
}

/** The content's header: thumbnail (play icon for video, igtv, live), brand, header text, account. */
function ContentHeader({
  content,
  campaign,
}: {
  content: SubmittedContent;
  campaign: UseQueryResult<Campaign>;
}) {
  const labels = useContentLabels();
  const thumbnail = safeHttpUrl(content.thumbnailUrl);
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      <Box pos="relative" w={128} style={{ flexShrink: 0 }}>
        {thumbnail ? (
          <Image src={thumbnail} alt="" w={128} h={72} fit="cover" radius="sm" />
        ) : (
          <Box w={128} h={72} bg="gray.2" style={{ borderRadius: 4 }} />
        )}
        {isPlayable(content.type) ? (
          <Box
            pos="absolute"
            inset={0}
            c="white"
            style={{ display: 'grid', placeItems: 'center' }}
            data-testid="play-icon"
          >
            <LineIcon size={28} fill="currentColor">
              <polygon points="8 5 19 12 8 19 8 5" />
            </LineIcon>
          </Box>
        ) : null}
      </Box>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <CampaignBrand campaign={campaign} />
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {cutText(content.displayedHeader, HEADER_MAX)}
        </Title>
        <Text size="sm">
          {cutText(content.account.title, ACCOUNT_TITLE_MAX)} · {labels.status(content.status)}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The `submitted_content` page: the content's header, then the Form and Comments tabs
 * (comments is the child route; the player renders over the form in the outlet).
 */
export function SubmittedContentPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const params = useParams();
  const campaignId = String(params.campaignId);
  const id = String(params.id);
  const onComments = useCurrentRoute().name === 'submitted_content_comments';
  const reads = useReads(submittedContentReads);
  const content = useQuery(reads.content);
  const campaign = useQuery(reads.campaign);
  useEditDraftHolder(editDraftKey(campaignId, id));
  // A content (or campaign) the API does not know is a page that does not exist.
  if (answeredNotFound(content) || answeredNotFound(campaign)) return <NotFoundRedirect />;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathTo('campaign', { campaignId })} size="sm">
        {t('content.back')}
      </Anchor>
      <DataBlock
        query={content}
        loading={<LoadingSkeleton variant="card" label={t('content.loading')} count={1} />}
        error={t('content.load_error')}
      >
        {(data) => {
          const count = commentsTabCount(data.unreadMessageCount, data.totalMessageCount);
          return (
            <Stack gap="md">
              <ContentHeader content={data} campaign={campaign} />
              <TabBar
                label={t('content.tabs')}
                value={onComments ? 'comments' : 'form'}
                onChange={(value) =>
                  void navigate(
                    pathTo(
                      value === 'comments' ? 'submitted_content_comments' : 'submitted_content',
                      {
                        campaignId,
                        id,
                      },
                    ),
                  )
                }
                tabs={[
                  { value: 'form', label: t('content.form_tab') },
                  {
                    value: 'comments',
                    label: t('content.comments_tab'),
                    ...(count?.kind === 'badge' ? { badge: count.count } : {}),
                    ...(count?.kind === 'total' ? { count: count.count } : {}),
                  },
                ]}
              >
                {onComments ? (
                  <>
                    <Outlet />
                    <KeptEditGuard campaignId={campaignId} content={data} />
                  </>
                ) : (
                  <>
                    <EditContentForm key={data.id} campaignId={campaignId} content={data} />
                    <Outlet />
                  </>
                )}
              </TabBar>
            </Stack>
          );
        }}
      </DataBlock>
    </Stack>
  );
}
