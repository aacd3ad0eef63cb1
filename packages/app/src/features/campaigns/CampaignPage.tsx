import type { Campaign, Contract } from '@creator/api-client';
import {
  AppTooltip,
  formatLongDate,
  formatMoney,
  formatNumber,
  LoadingSkeleton,
} from '@creator/ui';
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Outlet, useParams } from 'react-router';
import {
  submitBlock,
  submitBlockText,
  type SubmitBlock,
} from '../../domain/campaigns/campaign-submit';
import { DataBlock } from '../../components/data-block';
import { answeredNotFound, NotFoundRedirect } from '../../routing/not-found';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { ExternalButton } from './ExternalButton';
import { CampaignContents } from './CampaignContents';
import { CampaignPosts } from './CampaignPosts';
import classes from './CampaignPage.module.css';
import { CampaignRequirements } from './CampaignRequirements';
import { OpportunityCardItem } from './OpportunityCardItem';
import { useStatusLabel } from './use-campaign-card-labels';
import { useReads } from '../../routing/screen-reads';
import { campaignReads, opportunitiesReads } from './reads';

/**
 * The `campaign` screen: the campaign's figures, contract and payment, its post progress and
 * missing posts, live posts and submitted content. The submit overlays are its child routes,
 * shown over it in its outlet. An unanswered opportunity shows the
 * opportunity (Accept, Decline) in place of the contract and submit buttons; wherever the
 * backend would refuse a submission, the page says why instead of offering one.
 */
export function CampaignPage() {
  const { t } = useT();
  const id = String(useParams().campaignId);
  const campaign = useQuery(useReads(campaignReads).campaign);
  if (answeredNotFound(campaign)) return <NotFoundRedirect />;
  return (
    <Stack gap="lg">
      <DataBlock
        query={campaign}
        loading={<LoadingSkeleton variant="card" label={t('campaign.loading')} count={1} />}
        error={t('campaign.error')}
      >
        {(data) => <CampaignOverview campaign={data} />}
      </DataBlock>
      <CampaignRequirements
        id={id}
        canSubmit={campaign.isSuccess && submitBlock(campaign.data) === null}
      />
      <CampaignPosts />
      <CampaignContents id={id} />
      <Outlet />
    </Stack>
  );
}

/** One figure of the overview: a label over its value. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Shrinks with its column, so that a word longer than it (large text on a phone) wraps.
    <Stack gap={2} component="div" miw={0}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} size="lg" component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

const STATUS_COLORS: Record<string, string> = {
  active: 'green',
  upcoming: 'blue',
  completed: 'gray',
};

/** Brand, status, figures, the contract and submit buttons and the payment. */
function CampaignOverview({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useT();
  const statusLabel = useStatusLabel();
  const reads = useReads(campaignReads);
  const contract = useQuery(reads.contract);
  const number = (value: number | null | undefined) => formatNumber(value, i18n.language);
  const block = submitBlock(campaign);
  // An unanswered opportunity is an opportunity here as on home and in the lists.
  const status = block === 'opportunity' ? t('opportunity.status') : statusLabel(campaign.status);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{campaign.brand}</Title>
        <Badge
          size="lg"
          variant="light"
          color={block === 'opportunity' ? 'orange' : (STATUS_COLORS[campaign.status] ?? 'gray')}
        >
          {status}
        </Badge>
      </Group>
      <Card component="section" aria-label={t('campaign.figures')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
          <Figure label={t('campaign.submitted_posts')}>
            {t('campaign.submitted_of_required', {
              submitted: number(campaign.submittedPostsNumber),
              required: number(campaign.requiredPostsNumber),
            })}
          </Figure>
          <Figure label={t('campaign.status')}>{status}</Figure>
          <AccountsFigure />
          <Figure label={t('campaign.posted')}>{number(campaign.postCount)}</Figure>
        </SimpleGrid>
      </Card>
      {block === 'opportunity' ? (
        <CampaignOpportunity campaign={campaign} />
      ) : (
        <DataBlock
          query={contract}
          loading={
            <LoadingSkeleton variant="list" label={t('campaign.contract_loading')} count={1} />
          }
          error={t('campaign.contract_error')}
        >
          {(data) => (
            <ContractAndPayment
              campaign={campaign}
              block={block}
              contract={data}
              locale={i18n.language}
            />
          )}
        </DataBlock>
      )}
    </Stack>
  );
}

/** How many accounts take part, their names in a tooltip. */
function AccountsFigure() {
  const { t } = useT();
  const accounts = useQuery(useReads(campaignReads).accounts);
  const accountTitles = (accounts.data ?? []).map((account) => account.title);
  return (
    <Figure label={t('campaign.accounts')}>
      {accounts.isSuccess ? (
        <AppTooltip
          label={
            accountTitles.length > 0 ? (
              <List size="sm" c="inherit">
                {accountTitles.map((title, index) => (
                  <List.Item key={`${index}-${title}`}>{title}</List.Item>
                ))}
              </List>
            ) : (
              t('campaign.accounts_none')
            )
          }
        >
          <Button variant="subtle" size="compact-md" fw={600} px={4}>
            {t('campaign.accounts_count', { count: accountTitles.length })}
          </Button>
        </AppTooltip>
      ) : accounts.isError ? (
        t('campaign.accounts_error')
      ) : (
        '…'
      )}
    </Figure>
  );
}

/** The campaign's opportunity, answered here as on home and in the lists. */
function CampaignOpportunity({ campaign }: { campaign: Campaign }) {
  const { t } = useT();
  const opportunities = useQuery(useReads(opportunitiesReads).opportunities);
  return (
    <DataBlock
      query={opportunities}
      loading={
        <LoadingSkeleton variant="card" label={t('campaign.opportunity_loading')} count={1} />
      }
      error={t('campaign.opportunity_error')}
    >
      {(list) => {
        const opportunity = list.find((o) => o.id === campaign.opportunityId);
        return opportunity ? (
          <OpportunityCardItem opportunity={opportunity} detailed headingOrder={2} />
        ) : (
          <Text c="dimmed">{t('campaign.submit_blocked.opportunity')}</Text>
        );
      }}
    </DataBlock>
  );
}

/**
 * The contract button (sign, or the signed file), the submit button (or why there is none)
 * and the payment: side by side from tablets up, one under the other on phones.
 */
function ContractAndPayment({
  campaign,
  block,
  contract,
  locale,
}: {
  campaign: Campaign;
  block: SubmitBlock;
  contract: Contract;
  locale: string;
}) {
  const { t } = useT();
  const campaignId = String(campaign.id);
  const original = formatMoney(
    contract.originalPaymentAmount,
    contract.originalPaymentCurrency ?? 'USD',
    locale,
  );
  const estimated = formatMoney(
    contract.estimatedPaymentAmount,
    contract.userPaymentCurrency ?? 'USD',
    locale,
  );
  return (
    <div className={classes.terms}>
      <Stack gap="xs">
        <Group gap="sm">
          {contract.signUrl ? (
            <ExternalButton url={contract.signUrl}>{t('campaign.sign_contract')}</ExternalButton>
          ) : contract.contractUrl ? (
            <ExternalButton url={contract.contractUrl} variant="light">
              {t('campaign.view_contract')}
            </ExternalButton>
          ) : null}
          {block === null ? (
            <Button component={Link} to={pathTo('submit_content', { campaignId })}>
              {t('campaign.submit_content')}
            </Button>
          ) : null}
        </Group>
        {block !== null ? (
          <Text size="sm" c="dimmed" data-submit-block={block}>
            {submitBlockText(t, block, campaign.startDate, (date) => formatLongDate(date, locale))}
          </Text>
        ) : null}
      </Stack>
      <section className={classes.payment} aria-label={t('campaign.payment')}>
        <Text size="sm" c="dimmed">
          {t('campaign.payment')}
        </Text>
        <Text fw={700} size="lg">
          {original}
        </Text>
        {contract.showPaymentAmountEstimated ? (
          <Text size="sm" c="dimmed">
            {t('campaign.payment_estimated', { amount: estimated })}
          </Text>
        ) : null}
      </section>
    </div>
  );
}
