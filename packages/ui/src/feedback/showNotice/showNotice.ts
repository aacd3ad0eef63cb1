import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** Notices disappear after this many milliseconds (product spec section 9). */
export const NOTICE_AUTO_CLOSE_MS = 5000;

/** What a notice says. Texts arrive translated. */
export interface NoticeContent {
  /** Bold first line, e.g. the error header. */
  title?: ReactNode;
  /** The message. */
  message: ReactNode;
}

type Tone = 'success' | 'failure' | 'info';

const COLORS: Record<Tone, string> = { success: 'teal', failure: 'red', info: 'brand' };

/** Shows a notice of `tone`; returns its id so the caller can hide it early. */
export function showNotice(tone: Tone, content: NoticeContent): string {
  return notifications.show({
    title: content.title,
    message: content.message,
    color: COLORS[tone],
    autoClose: NOTICE_AUTO_CLOSE_MS,
    withBorder: true,
  });
}

/** A success notice ('saved successfully', 'signed'). */
export const showSuccessNotice = (content: NoticeContent) => showNotice('success', content);

/** A failure notice (connect errors, 'missing data'). */
export const showFailureNotice = (content: NoticeContent) => showNotice('failure', content);

/** A neutral notice ('Payoneer registration information'). */
export const showInfoNotice = (content: NoticeContent) => showNotice('info', content);
