import { Button, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../lib/i18n';

/**
 * The error boundary of every route: a crashing screen (or a chunk that fails to load
 * after a deploy) shows this instead of a blank page, and the rest of the shell stays.
 */
export function RouteError() {
  const { t } = useT();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Stack gap="sm" py="xl" role="alert">
      <Title order={1}>{t('route_error.title')}</Title>
      <Text>{t('route_error.body')}</Text>
      {detail ? (
        <Text size="sm" c="dimmed" ff="monospace">
          {detail}
        </Text>
      ) : null}
      <div>
        <Button variant="light" onClick={() => window.location.reload()}>
          {t('route_error.reload')}
        </Button>
      </div>
    </Stack>
  );
}
