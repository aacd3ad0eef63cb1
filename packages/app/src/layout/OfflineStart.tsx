import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '../i18n/i18n';
import classes from './Layout.module.css';
import { MAIN_ID } from './ShellHeader';

/**
 * The app opened offline with nothing of the user kept on the device: it cannot know who is
 * signed in, so it says it is offline with nothing saved, instead of a loader that never ends.
 * The user read runs by itself when the network returns and the page opens; Retry asks again.
 */
export function OfflineStart({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useT();
  return (
    <Container size="lg" component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
      <Stack gap="sm" py="xl" role="status" align="flex-start">
        <Title order={1}>{t('offline.start_title')}</Title>
        <Text>{t('offline.start_body')}</Text>
        <Button variant="light" onClick={() => void onRetry()}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Container>
  );
}
