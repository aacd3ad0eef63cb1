import { Tooltip, type FloatingPosition } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link AppTooltipFloating}. */
export interface AppTooltipFloatingProps {
  label: ReactNode;
  opened: boolean;
  position: FloatingPosition;
  maxWidth: number;
}

/**
 * The floating part of `AppTooltip`, loaded on its first opening (Mantine's Tooltip brings
 * floating-ui, ~20 KiB gzip a page without an opened tooltip never needs). It is anchored to
 * an empty box laid over the target, so the target itself is never re-rendered under a new
 * parent (which would drop the keyboard focus that opened it).
 */
export default function AppTooltipFloating({
  label,
  opened,
  position,
  maxWidth,
}: AppTooltipFloatingProps) {
  return (
    <Tooltip label={label} opened={opened} position={position} withArrow multiline maw={maxWidth}>
      <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
    </Tooltip>
  );
}
