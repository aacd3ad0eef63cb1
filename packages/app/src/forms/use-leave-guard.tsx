import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBeforeUnload, useBlocker, type BlockerFunction } from 'react-router';
import { useT } from '../i18n/i18n';
import { useOverlayGuard } from '../routing/overlay-guards';

/** What {@link useLeaveGuard} gives its form. */
export interface LeaveGuard {
  /** The question asked when the user leaves for another page: render it with the form. */
  dialog: ReactNode;
  /**
   * Lets the next navigation through without a question, at once (before React renders
   * again): call it just before a form leaves by itself after a save or a submit.
   */
  release: () => void;
}

/** Whether `path` is `base` or a page under it (`/a/1/comments` is under `/a/1`). */
function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(base.endsWith('/') ? base : `${base}/`);
}

/**
 * Nothing typed is lost without a question. While `dirty`, leaving the document (reload,
 * closing the tab, another site) asks the browser's own question (`beforeunload`), and
 * leaving for another page of the app (a link, Back, closing an overlay) asks
 * "Leave this page?" with Stay and Leave (React Router's blocker). A move that keeps the
 * path (a search or hash change) is not a leave, nor one to a page under `within` (a tab or
 * an overlay of the form's page that keeps what was typed). While `sending` (a write is in
 * flight), the question says so instead: leaving does not stop the write, and its outcome is
 * told wherever the user went.
 */
export function useLeaveGuard(
  dirty: boolean,
  { within, sending = false }: { within?: string; sending?: boolean } = {},
): LeaveGuard {
  const { t } = useT();
  const guarded = useRef(dirty);
  useEffect(() => {
    guarded.current = dirty;
  }, [dirty]);

  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (!guarded.current) return;
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    }, []),
  );

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guarded.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(within !== undefined && isUnder(nextLocation.pathname, within)),
    [within],
  );
  const blocker = useBlocker(shouldBlock);
  useOverlayGuard(useCallback(() => guarded.current, []));
  const release = useCallback(() => {
    guarded.current = false;
  }, []);

  const dialog = (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={sending ? t('leave_guard.sending_title') : t('leave_guard.title')}
      centered
      // Above an overlay the form may be in.
      zIndex={400}
    >
      <Text size="sm" mb="md">
        {sending ? t('leave_guard.sending_body') : t('leave_guard.body')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('leave_guard.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('leave_guard.leave')}
        </Button>
      </Group>
    </Modal>
  );
  return { dialog, release };
}
