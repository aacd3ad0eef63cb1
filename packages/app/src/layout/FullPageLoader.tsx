import { Center, Container, Loader } from '@mantine/core';
import { useT } from '../lib/i18n';
import { useCurrentRoute } from '../lib/current-route';
import classes from './Layout.module.css';
import { ShellHeader } from './ShellHeader';

/**
 * Shown while the user loads or while the browser leaves for another site: the shell's frame
 * (header with its slots reserved, unless the route hides navigation) with a spinner in the page.
 */
export function FullPageLoader() {
  const { t } = useT();
  const { meta } = useCurrentRoute();
  return (
    <>
      {meta.hideNavigation ? null : <ShellHeader />}
      {/* Not the main landmark yet: that appears with the page (tests wait for it). */}
      <Container size="lg" className={classes.main}>
        <Center mih="60vh" role="status" aria-label={t('common.loading')}>
          <Loader />
        </Center>
      </Container>
    </>
  );
}
