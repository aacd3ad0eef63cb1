import { type App } from '@creator/api-client';
import { AppTile, LoadingSkeleton, PageHeader } from '@creator/ui';
import { Box, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useQueries } from '@tanstack/react-query';
import { allData, DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { canSeeApps } from '../../routing/navigation';
import { NotFoundRedirect } from '../../routing/not-found';
import { safeHttpUrl } from '../../security/safe-url';
import { useCompanyQuery, useUser } from '../../session/session';
import { visibleApps } from './apps-rules';
import { useReads } from '../../routing/screen-reads';
import { appsReads } from './reads';

/**
 * The `apps` screen: partner app cards opening their link in a new tab. Opened by its URL it
 * follows the menu item's access rule: a company without apps gets the not-found page.
 */
export function AppsPage() {
  const { t } = useT();
  const user = useUser();
  const company = useCompanyQuery();
  const reads = useReads(appsReads);
  const query = useQueries({
    queries: [reads.apps, reads.accounts],
    combine: allData,
  });
  if (company.data && !canSeeApps({ user, company: company.data })) return <NotFoundRedirect />;
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.apps')} />
      <DataBlock
        query={query}
        loading={<LoadingSkeleton variant="card" label={t('apps.loading')} count={3} />}
        error={t('apps.error')}
        empty={{
          isEmpty: ([list, owned]) => visibleApps(list, owned).length === 0,
          title: t('apps.empty'),
        }}
      >
        {([list, owned]) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {visibleApps(list, owned).map((app) => (
              <AppCard key={app.id} app={app} />
            ))}
          </SimpleGrid>
        )}
      </DataBlock>
    </Stack>
  );
}

// The kit's discount badge is filled pink; its darkest shade keeps white text above 4.5:1 (WCAG AA).
const BADGE_CONTRAST = {
  '--mantine-color-pink-filled': 'var(--mantine-color-pink-9)',
} as CSSProperties;

/** One app; an app whose link the URL gate refuses shows as a card without a link. */
function AppCard({ app }: { app: App }) {
  const { t } = useT();
  const linkUrl = safeHttpUrl(app.linkUrl);
  const logoUrl = safeHttpUrl(app.logo.url);
  const discountLabel =
    app.discountPercentage != null
      ? t('apps.discount', { percent: app.discountPercentage })
      : undefined;
  if (!linkUrl)
    return (
      <Card>
        <Text fw={600}>{app.title}</Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {app.description}
        </Text>
      </Card>
    );
  return (
    <Box style={BADGE_CONTRAST}>
      <AppTile
        app={{ ...app, linkUrl, logo: logoUrl ? { url: logoUrl } : null }}
        discountLabel={discountLabel}
        newTabHint={t('apps.new_tab')}
      />
    </Box>
  );
}
