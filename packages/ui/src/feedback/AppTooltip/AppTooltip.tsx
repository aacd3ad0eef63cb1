import { Box, type FloatingPosition } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { lazy, Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';

/** The tooltip itself, loaded when it first opens. */
const Floating = lazy(() => import('./AppTooltipFloating'));

/** A tooltip closes this long after it opened (docs/product-rules.md#formats-limits-and-constants). */
export const TOOLTIP_CLOSE_MS = 5000;

/** Props of {@link AppTooltip}. */
export interface AppTooltipProps {
  /** Text of the tooltip (already translated). */
  label: ReactNode;
  /** The element the tooltip describes, e.g. a button or an info icon. */
  children: ReactNode;
  /** Side of the target. @default 'top' */
  position?: FloatingPosition;
  /** Maximum width in px; longer texts wrap. @default 280 */
  maxWidth?: number;
}

/**
 * A tooltip that opens on click, focus or hover (so it works on touch screens too) and
 * closes 5 s after opening, or at once on Escape. Leaving with the mouse does not close it,
 * so a tapped tooltip stays readable.
 */
export function AppTooltip({ label, children, position = 'top', maxWidth = 280 }: AppTooltipProps) {
  const [opened, setOpened] = useState(false);
  // The floating part is loaded on the first opening, then kept (see AppTooltipFloating).
  const [used, setUsed] = useState(false);
  const { start, clear } = useTimeout(() => setOpened(false), TOOLTIP_CLOSE_MS);
  const open = () => {
    clear();
    setUsed(true);
    setOpened(true);
    start();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    clear();
    setOpened(false);
  };
  return (
    <Box
      component="span"
      display="inline-block"
      pos="relative"
      onClick={open}
      onFocus={open}
      onMouseEnter={open}
      onKeyDown={closeOnEscape}
    >
      {children}
      {used && (
        <Suspense fallback={null}>
          <Floating label={label} opened={opened} position={position} maxWidth={maxWidth} />
        </Suspense>
      )}
    </Box>
  );
}
