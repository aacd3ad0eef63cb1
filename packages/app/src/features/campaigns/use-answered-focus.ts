import { announce } from '@react-aria/live-announcer';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useT } from '../../i18n/i18n';

/** The answered card: its opportunity, brand and place among the cards. */
interface Answered {
  id: number;
  brand: string;
  index: number;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * After an Accept or Decline, the lists reload and the answered card goes: the focus, on its
 * button, would fall to the page body. Once a reload shows the cards without it, this
 * announces it and moves the focus to the card now in its place (the next, else the last),
 * else to the heading of the block's section (docs/product-rules.md#focus-and-announcements). `ids` are the
 * opportunity ids of the cards of the `block` grid, in order (campaign cards: null).
 */
export function useAnsweredFocus(
  block: RefObject<HTMLElement | null>,
  ids: readonly (number | null)[],
): (id: number, brand: string) => void {
  const { t } = useT();
  const answered = useRef<Answered | null>(null);

  useEffect(() => {
    const gone = answered.current;
    if (!gone || ids.includes(gone.id) || !block.current) return;
    answered.current = null;
    announce(t('opportunity.answered', { brand: gone.brand }), 'polite');
    // Only a focus that was lost with the card moves: the user may have gone on elsewhere.
    if (document.activeElement && document.activeElement !== document.body) return;
    // The grid's cells are the cards.
    const cards = block.current.children;
    const card = cards[Math.min(gone.index, cards.length - 1)];
    const target =
      card?.querySelector<HTMLElement>(FOCUSABLE) ??
      block.current.closest('section')?.querySelector<HTMLElement>('h2');
    if (!target) return;
    if (target.tagName === 'H2') target.tabIndex = -1;
    target.focus();
  }, [block, ids, t]);

  return useCallback(
    (id: number, brand: string) => {
      answered.current = { id, brand, index: ids.indexOf(id) };
    },
    [ids],
  );
}
