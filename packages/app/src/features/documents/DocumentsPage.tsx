import { DocumentRow, formatDate, LoadingSkeleton, PageHeader } from '@creator/ui';
import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataBlock } from '../../components/data-block';
import { useNeedsConnection } from '../../components/needs-connection';
import { useT } from '../../i18n/i18n';
import { safeHttpUrl } from '../../security/safe-url';
import { useReads } from '../../routing/screen-reads';
import { documentsReads } from './reads';

/** The `documents` screen: filename, date (YYYY/MM/DD) and a Download button per document. */
export function DocumentsPage() {
  const { t } = useT();
  const needs = useNeedsConnection();
  const documents = useQuery(useReads(documentsReads).documents);
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.documents')} />
      <DataBlock
        query={documents}
        loading={<LoadingSkeleton variant="list" label={t('documents.loading')} count={3} />}
        error={t('documents.error')}
        empty={{ isEmpty: (list) => list.length === 0, title: t('documents.empty') }}
      >
        {(list) => (
          <Stack
            component="ul"
            gap={0}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('pages.documents')}
          >
            {list.map((document) => {
              const url = safeHttpUrl(document.downloadUrl);
              return (
                <li key={document.id}>
                  {url ? (
                    <DocumentRow
                      document={{ ...document, downloadUrl: url }}
                      downloadLabel={t('documents.download')}
                      onDownloadClick={needs.onLinkClick}
                    />
                  ) : (
                    // A download URL the gate refuses: the document without its button.
                    <Group py="sm">
                      <Text fw={500}>{document.filename}</Text>
                      <Text size="sm" c="dimmed">
                        {formatDate(document.date)}
                      </Text>
                    </Group>
                  )}
                </li>
              );
            })}
          </Stack>
        )}
      </DataBlock>
    </Stack>
  );
}
