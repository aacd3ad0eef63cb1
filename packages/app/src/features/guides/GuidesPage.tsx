import { GuideTile, LoadingSkeleton, PageHeader } from '@creator/ui';
import { SimpleGrid, Stack } from '@mantine/core';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { renderRouterLink } from '../../routing/router-link';
import { pathTo } from '../../routing/routes';
import { safeHttpUrl } from '../../security/safe-url';
import { useArticlesQuery } from '../../session/session';

/** The `guides` screen: a tile per guide; a PDF guide opens in a new tab, others their page. */
export function GuidesPage() {
  const { t } = useT();
  const articles = useArticlesQuery();
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.guides')} />
      <DataBlock
        query={articles}
        loading={<LoadingSkeleton variant="card" label={t('guides.loading')} count={3} />}
        error={t('guides.error')}
        empty={{ isEmpty: (list) => list.length === 0, title: t('guides.empty') }}
      >
        {(list) => (
          // One column on phones, so a title wraps between words instead of being cut.
          <SimpleGrid cols={{ base: 1, sm: 3, md: 4 }} spacing="md">
            {list.map((article) => {
              const pdf = safeHttpUrl(article.pdf?.url);
              const icon = safeHttpUrl(article.icon?.url);
              return (
                <GuideTile
                  key={article.id}
                  article={{
                    title: article.title,
                    icon: icon ? { url: icon } : null,
                    pdf: pdf ? { url: pdf } : null,
                  }}
                  href={pathTo('guide', { id: article.id })}
                  renderLink={renderRouterLink}
                  newTabHint={t('guides.pdf_new_tab')}
                />
              );
            })}
          </SimpleGrid>
        )}
      </DataBlock>
    </Stack>
  );
}
