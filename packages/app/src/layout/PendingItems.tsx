import { Skeleton } from '@mantine/core';
import { useT } from '../i18n/i18n';

/** The width of {@link PendingItems} with a menu item's padding, in pixels. */
export const PENDING_WIDTH = 64;

/**
 * Stands for the menu items whose reads are under way (campaigns, apps, guides, support:
 * `itemsPending`), in a menu item's place, until they are decided.
 */
export function PendingItems({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <span className={className} role="status" aria-label={t('nav.items_loading')}>
      <Skeleton height={14} width={PENDING_WIDTH - 20} animate={false} />
    </span>
  );
}
