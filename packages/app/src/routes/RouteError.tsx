import { Button, Stack, Text, Title } from '@mantine/core';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../i18n/i18n';

/**
 * The error boundary of every route: a crashing screen (or a chunk that fails to load
 * after a deploy) shows this instead of a blank page, and the rest of the shell stays.
 * Offline, the likely cause is the screen's code, not yet on this device (the service worker
 * has not stored it): it says the page needs a connection to load the first time, with a Retry
 * (a reload) that works once the network is back. `reload` is the page's own by default.
 */
export function RouteError({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useT();
  const error = useRouteError();
  // As it was when the page failed: back online, the words stay and Retry loads it.
  const [offline] = useState(() => !onlineManager.isOnline());
  useEffect(() => {
    // The technical detail is for developers and error reporting, not the (translated) page.
    console.error('Route error', isRouteErrorResponse(error) ? error.status : error);
  }, [error]);
  return (
    <Stack gap="sm" py="xl" role="alert">
      <Title order={1}>{offline ? t('route_error.offline_title') : t('route_error.title')}</Title>
      <Text>{offline ? t('route_error.offline_body') : t('route_error.body')}</Text>
      <div>
        <Button variant="light" onClick={reload}>
          {offline ? t('common.retry') : t('route_error.reload')}
        </Button>
      </div>
    </Stack>
  );
}
