import { EmptyState, LoadingSkeleton, PageHeader } from '@creator/ui';
import { Anchor, Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { SafeHtml } from '../../security/SafeHtml';
import { safeHttpUrl } from '../../security/safe-url';
import { useArticlesQuery } from '../../session/session';

/**
 * The `guide` screen: a guide's title, its PDF link when it has one (a PDF-only guide opened
 * by its URL shows it, docs/product-rules.md#guides-and-documents) and its HTML body, sanitised (the one HTML sink).
 */
export function GuidePage() {
  const { t } = useT();
  const id = Number(useParams().id);
  const articles = useArticlesQuery();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathTo('guides')} size="sm">
        {t('guides.back')}
      </Anchor>
      <DataBlock
        query={articles}
        loading={<LoadingSkeleton variant="text" label={t('guides.loading')} count={4} />}
        error={t('guides.error')}
      >
        {(list) => {
          const article = list.find((item) => item.id === id);
          if (!article)
            return (
              <Stack gap="md">
                <PageHeader title={t('pages.guide')} />
                <EmptyState title={t('guides.not_found')} />
              </Stack>
            );
          const pdf = safeHttpUrl(article.pdf?.url);
          return (
            <Stack gap="md">
              <PageHeader title={article.title} />
              {pdf ? (
                <Button
                  component="a"
                  href={pdf}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('guides.open_pdf')}
                </Button>
              ) : null}
              {article.body ? <SafeHtml html={article.body} /> : null}
            </Stack>
          );
        }}
      </DataBlock>
    </Stack>
  );
}
