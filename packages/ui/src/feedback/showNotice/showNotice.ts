import type { ReactNode } from 'react';

type Notifications = (typeof import('@mantine/notifications'))['notifications'];

/**
 * Mantine's notices store, loaded with the first notice like the host that shows them (see
 * `onFirstNotice`), so it stays out of every page's first load. Each call waits for it in
 * order, so a notice hidden right after it was shown is hidden, not shown late.
 */
let store: Promise<Notifications> | undefined;
function withStore(action: (notifications: Notifications) => void): void {
  // A load that failed (offline, before the worker kept it) is tried again by the next notice.
  store ??= import('@mantine/notifications').then(
    (module) => module.notifications,
    (error: unknown) => {
      store = undefined;
      throw error;
    },
  );
  store.then(action).catch(() => {});
}

/** Ids of the notices shown, known at once though the store may still be loading. */
let shown = 0;

/** Notices disappear after this many milliseconds (docs/product-rules.md#formats-limits-and-constants). */
export const NOTICE_AUTO_CLOSE_MS = 5000;

/** What a notice says. Texts arrive translated. */
export interface NoticeContent {
  /** Bold first line, e.g. the error header. */
  title?: ReactNode;
  /** The message. */
  message: ReactNode;
  /**
   * Stays until closed instead of closing after 5000 ms: for a notice carrying an action (a
   * download link), which a keyboard or screen-reader user needs time to reach.
   */
  stay?: boolean;
}

type Tone = 'success' | 'failure' | 'info';

const COLORS: Record<Tone, string> = { success: 'teal', failure: 'red', info: 'brand' };

/**
 * How a screen reader hears a notice: a failure interrupts (`alert`), news waits for a pause
 * (`status`, a polite live region), wherever the focus is.
 */
const ROLES: Record<Tone, 'alert' | 'status'> = {
  success: 'status',
  failure: 'alert',
  info: 'status',
};

/** Waiting for the first notice (see `onFirstNotice`); null once it has come. */
let firstNoticeListeners: Set<() => void> | null = new Set();

/**
 * Calls `listener` when the first notice is shown (at once if one was), so the notices host
 * (`CreatorUiProvider`) loads on first use rather than with every page. Returns the unsubscribe.
 */
export function onFirstNotice(listener: () => void): () => void {
  if (!firstNoticeListeners) {
    listener();
    return () => {};
  }
  const listeners = firstNoticeListeners;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a notice of `tone`; returns its id so the caller can hide it early. */
export function showNotice(tone: Tone, content: NoticeContent): string {
  const listeners = firstNoticeListeners;
  firstNoticeListeners = null;
  listeners?.forEach((listener) => listener());
  shown += 1;
  const id = `creator-notice-${shown}`;
  withStore((notifications) =>
    notifications.show({
      id,
      title: content.title,
      message: content.message,
      color: COLORS[tone],
      role: ROLES[tone],
      autoClose: content.stay ? false : NOTICE_AUTO_CLOSE_MS,
      withBorder: true,
    }),
  );
  return id;
}

/** A success notice ('saved successfully', 'signed'). */
export const showSuccessNotice = (content: NoticeContent) => showNotice('success', content);

/** A failure notice (connect errors, 'missing data'). */
export const showFailureNotice = (content: NoticeContent) => showNotice('failure', content);

/** A neutral notice ('Payoneer registration information'). */
export const showInfoNotice = (content: NoticeContent) => showNotice('info', content);

/** Hides the notice `id` (see {@link showNotice}) before its time: what it offered was taken. */
export const hideNotice = (id: string) => withStore((notifications) => notifications.hide(id));
