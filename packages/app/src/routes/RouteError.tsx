import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../i18n/i18n';

/**
 * The error boundary of every route: a crashing screen (or a chunk that fails to load
 * after a deploy) shows this instead of a blank page, and the rest of the shell stays.
 */
export function RouteError() {
  const { t } = useT();
  const error = useRouteError();
  useEffect(() => {
    // The technical detail is for developers and error reporting, not the (translated) page.
    console.error('Route error', isRouteErrorResponse(error) ? error.status : error);
  }, [error]);
  return (
    <Stack gap="sm" py="xl" role="alert">
      <Title order={1}>{t('route_error.title')}</Title>
      <Text>{t('route_error.body')}</Text>
      <div>
        <Button variant="light" onClick={() => window.location.reload()}>
          {t('route_error.reload')}
        </Button>
      </div>
    </Stack>
  );
}
