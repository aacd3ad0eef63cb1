import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useIsMobile } from '@creator/ui';
import { useIsMutating } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/i18n';
import { updateFlow as pageFlow, type UpdateFlow } from './update-flow';

/**
 * "A new version is ready" with a Reload button, once a new deployment's service worker waits.
 * The page never reloads by itself: only this button does, and it waits while something is
 * being saved (a mutation in flight); a form with unsaved changes gets the browser's own leave
 * question from the leave guard. On phones it sits above the footer's bar.
 */
export function UpdatePrompt({ flow = pageFlow }: { flow?: UpdateFlow }) {
  const { t } = useT();
  const ready = useSyncExternalStore(flow.subscribe, flow.ready, () => false);
  const saving = useIsMutating() > 0;
  const mobile = useIsMobile();
  if (!ready) return null;
  return (
    <Affix position={{ bottom: mobile ? 72 : 16, right: 16 }} zIndex={300}>
      <Paper role="status" withBorder shadow="md" p="sm" maw={360}>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm">{t('app_update.ready')}</Text>
          <Button size="xs" onClick={() => flow.reload()} disabled={saving}>
            {saving ? t('app_update.saving') : t('app_update.reload')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
