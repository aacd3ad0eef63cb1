import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/i18n';
import { OverlayGuardsContext, type OverlayGuards } from './overlay-guards';

/** Props of {@link RouteOverlay}. */
export interface RouteOverlayProps {
  /** The overlay's heading (translated). */
  title: string;
  /** Where closing goes: the parent route's path. */
  closeTo: string;
  /** Modal size; `fullScreen` for the player. */
  size?: ModalProps['size'];
  fullScreen?: boolean;
  /** The content; `close` runs the closing transition, then goes to `closeTo`. */
  children: (close: () => void) => ReactNode;
}

/**
 * An overlay that is a route: Mantine's modal (focus trapped, Escape, backdrop and cross close
 * it, focus goes back to what opened it), opened on mount and leaving for `closeTo` once its
 * exit transition has run, so the focus return happens before the route changes. With unsaved
 * work in a form inside (its leave guard), closing leaves at once: the guard's question comes
 * over the open overlay, and Stay keeps it open with what was typed.
 */
export function RouteOverlay({
  title,
  closeTo,
  size = 'lg',
  fullScreen,
  children,
}: RouteOverlayProps) {
  const { t } = useT();
  const navigate = useNavigate();
  // Opened after mount: Mantine records the element to return focus to when `opened` turns true.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const [guards] = useState<OverlayGuards>(() => new Set());
  const close = () => {
    if ([...guards].some((asks) => asks())) void navigate(closeTo);
    else setOpened(false);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={() => void navigate(closeTo)}
      title={title}
      centered
      size={size}
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      // The modal is portalled outside <main>, where a <header> would be a second banner.
      attributes={{ header: { role: 'presentation' } }}
    >
      <OverlayGuardsContext.Provider value={guards}>
        {children(close)}
      </OverlayGuardsContext.Provider>
    </Modal>
  );
}
