import { Center, Loader } from '@mantine/core';
import { useT } from '../lib/i18n';

/** Shown while the user loads or while the browser leaves for another site. */
export function FullPageLoader() {
  const { t } = useT();
  return (
    <Center mih="60vh" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
