import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';

/** The not-found page: a header, a body text and a way back to the dashboard. */
export function NotFoundPage() {
  const { t } = useT();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Text fz={64} fw={700} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1}>{t('not_found.header')}</Title>
      <Text maw={480}>{t('not_found.body')}</Text>
      <Button component={Link} to={pathTo('dashboard')} variant="light">
        {t('not_found.back')}
      </Button>
    </Stack>
  );
}
