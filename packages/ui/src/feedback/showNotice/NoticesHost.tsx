import { Notifications } from '@mantine/notifications';
import { NOTICE_AUTO_CLOSE_MS } from './showNotice';

/**
 * Where notices appear (top right, closing after 5000 ms, or at once with their close button).
 * `CreatorUiProvider` loads it with the first notice: with its transitions and scroll lock it
 * weighs ~17 KiB gzip that a page without notices never needs. The notice waits in Mantine's
 * store meanwhile and appears (its 5000 ms starting) when the host mounts. The app may set
 * `--creator-notices-top` (styles.css) to keep notices below its sticky header, so they never
 * cover the navigation (the avatar menu, the phone menu).
 */
export default function NoticesHost() {
  return <Notifications autoClose={NOTICE_AUTO_CLOSE_MS} position="top-right" />;
}
