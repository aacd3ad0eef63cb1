import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useT } from '../i18n/i18n';
import {
  headerItems,
  itemsPending,
  supportLink,
  type NavigationInput,
} from '../routing/navigation';
import type { SafeUrl } from '../security/safe-url';
import { NAV_LABEL_KEYS } from '../i18n/shell-keys';
import { fitItems } from './fit-items';
import classes from './Layout.module.css';
import { MenuButton } from './MenuButton';
import { NAV_PATHS } from './nav-paths';
import { PENDING_WIDTH, PendingItems } from './PendingItems';

/** Space between header items, in pixels (as `.navItems` in Layout.module.css). */
const GAP = 2;

interface Entry {
  key: string;
  label?: string;
  /** In-app path, or null for the external support link. */
  to: string | null;
  /** The external link, through the URL gate. */
  href?: SafeUrl;
}

function useEntries(input: NavigationInput): Entry[] {
  const { t } = useT();
  const support = supportLink(input.network);
  return headerItems(input).flatMap((item): Entry[] => {
    const label = t(NAV_LABEL_KEYS[item]);
    if (item === 'support' || item === 'logout')
      return support.kind === 'external' ? [{ key: item, label, to: null, href: support.url }] : [];
    return [{ key: item, label, to: NAV_PATHS[item] }];
  });
}

function EntryLink({
  entry,
  className,
  menu,
  onClick,
}: {
  entry: Entry;
  className?: string;
  menu?: boolean;
  onClick?: () => void;
}): ReactNode {
  const role = menu ? 'menuitem' : undefined;
  return entry.to === null ? (
    <a
      role={role}
      className={className}
      href={entry.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {entry.label}
    </a>
  ) : (
    <NavLink role={role} className={className} to={entry.to} onClick={onClick}>
      {entry.label}
    </NavLink>
  );
}

/**
 * The desktop header menu (items per docs/product-rules.md#navigation). It takes the space between
 * the logo and the avatar; the items that do not fit go into a "More" menu, so the header fits
 * every width from 768 px up. Items whose reads are under way show as one placeholder after
 * the others until they are decided.
 */
export function HeaderNav({ input }: { input: NavigationInput }) {
  const { t } = useT();
  const entries = useEntries(input);
  const pending = itemsPending(input);
  const nav = useRef<HTMLElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(entries.length);
  const { pathname } = useLocation();
  const signature = entries.map((entry) => entry.label).join('|');

  // Measured before paint (layout effect), and again whenever the room or the labels' widths change.
  useLayoutEffect(() => {
    const room = nav.current;
    const ruler = measure.current;
    if (!room || !ruler) return;
    const fit = () => {
      const widths = [...ruler.children].map((child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      // No layout (jsdom, a hidden tab): show everything rather than fold it all away.
      const available = room.clientWidth;
      const space = pending ? available - PENDING_WIDTH - GAP : available;
      setShown(available === 0 ? widths.length : fitItems(widths, more, space, GAP));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(room);
    observer.observe(ruler);
    return () => observer.disconnect();
  }, [signature, pending]);

  const visible = entries.slice(0, shown);
  const hidden = entries.slice(shown);
  const moreActive = hidden.some((entry) => entry.to !== null && pathname.startsWith(entry.to));
  return (
    <nav ref={nav} aria-label={t('nav.main')} className={classes.nav}>
      {/* Invisible copies of every item and of the More button, to measure what fits. */}
      <div className={classes.navMeasure} aria-hidden="true">
        <div ref={measure}>
          {entries.map((entry) => (
            <span key={entry.key} className={classes.navLink}>
              {entry.label}
            </span>
          ))}
          <span className={classes.navLink}>{t('nav.more')} ▾</span>
        </div>
      </div>
      <div className={classes.navItems}>
        {visible.map((entry) => (
          <EntryLink key={entry.key} entry={entry} className={classes.navLink} />
        ))}
        {hidden.length > 0 ? (
          <MenuButton
            label={t('nav.more_menu')}
            buttonClassName={classes.navLink}
            trigger={
              <span data-active={moreActive || undefined}>
                {t('nav.more')} <span aria-hidden="true">▾</span>
              </span>
            }
          >
            {(close) =>
              hidden.map((entry) => (
                <EntryLink
                  key={entry.key}
                  entry={entry}
                  className={classes.dropdownItem}
                  menu
                  onClick={close}
                />
              ))
            }
          </MenuButton>
        ) : null}
        {pending ? <PendingItems className={classes.navLink} /> : null}
      </div>
    </nav>
  );
}
