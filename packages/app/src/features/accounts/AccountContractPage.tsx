import { isApiError, type AccountContract } from '@creator/api-client';
import {
  EmptyState,
  EXTERNAL_LINK_PROPS,
  formatDate,
  LoadingSkeleton,
  notApplicableText,
} from '@creator/ui';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DataBlock } from '../../components/data-block';
import { useNeedsConnection } from '../../components/needs-connection';
import { useT } from '../../i18n/i18n';
import { safeHttpUrl } from '../../security/safe-url';
import { Section } from '../../components/Section';
import { AccountSubpage } from './AccountSubpage';
import { useReads } from '../../routing/screen-reads';
import { accountContractReads } from './reads';

type Details = NonNullable<AccountContract['personalDetails']>;

/** The `account_contract` screen: signed date, download, the PDF inline, personal and guardian details. */
export function AccountContractPage() {
  const { t } = useT();
  const uuid = String(useParams().uuid);
  const contract = useQuery(useReads(accountContractReads).contract);
  const noContract =
    contract.isError && isApiError(contract.error) && contract.error.status === 404;
  return (
    <AccountSubpage uuid={uuid} heading={t('pages.account_contract')}>
      {noContract ? (
        <EmptyState title={t('account_contract.none')} />
      ) : (
        <DataBlock
          query={contract}
          loading={
            <LoadingSkeleton variant="card" label={t('account_contract.loading')} count={2} />
          }
          error={t('account_contract.error')}
        >
          {(data) => <ContractBody contract={data} />}
        </DataBlock>
      )}
    </AccountSubpage>
  );
}

function ContractBody({ contract }: { contract: AccountContract }) {
  const { t } = useT();
  const needs = useNeedsConnection();
  const download = safeHttpUrl(contract.signedFile?.url);
  const pdf = safeHttpUrl(contract.signedFile?.url ?? contract.selectedLanguageVersion.file?.url);
  return (
    <Stack gap="lg">
      <Section title={t('account_contract.title')}>
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('account_contract.signed_on')}
            </Text>
            <Text size="sm" fw={500}>
              {formatDate(contract.signedOn)}
            </Text>
          </Group>
          {download ? (
            <Button
              component="a"
              href={download}
              {...EXTERNAL_LINK_PROPS}
              onClick={needs.onLinkClick}
              variant="light"
              w="fit-content"
            >
              {t('account_contract.download')}
            </Button>
          ) : (
            <Text size="sm">
              {t('account_contract.download')}: {notApplicableText()}
            </Text>
          )}
          {pdf ? (
            <iframe
              src={pdf}
              title={t('account_contract.pdf_title')}
              style={{
                width: '100%',
                height: 480,
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 8,
              }}
            />
          ) : null}
        </Stack>
      </Section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DetailsCard
          title={t('account_contract.personal_details')}
          details={contract.personalDetails}
        />
        <DetailsCard
          title={t('account_contract.guardian_details')}
          details={contract.guardianPersonalDetails}
        />
      </SimpleGrid>
    </Stack>
  );
}

function DetailsCard({ title, details }: { title: string; details: Details | null }) {
  const { t } = useT();
  const rows: [string, string | null][] = [
    [t('account_contract.name'), details?.name ?? null],
    [t('account_contract.email'), details?.email ?? null],
    [t('account_contract.telephone'), details?.telephone ?? null],
    [t('account_contract.address'), details?.address ?? null],
    [t('account_contract.city'), details?.city ?? null],
    [t('account_contract.zip_code'), details?.zipCode ?? null],
    [t('account_contract.state'), details?.state ?? null],
    [t('account_contract.country'), details?.country ?? null],
  ];
  return (
    <Card component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack component="dl" gap={4} m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" gap="xs" wrap="wrap">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value || notApplicableText()}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
