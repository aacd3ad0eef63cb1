import { Notifications } from '@mantine/notifications';
import { NOTICE_AUTO_CLOSE_MS } from './showNotice';

/**
 * Where notices appear (top right, closing after 5000 ms). `CreatorUiProvider` loads it
 * after the first render: with its transitions and scroll lock it weighs ~12 KiB gzip the
 * first screen does not need. Notices shown before it arrives wait in Mantine's store and
 * appear when it mounts.
 */
export default function NoticesHost() {
  return <Notifications autoClose={NOTICE_AUTO_CLOSE_MS} position="top-right" />;
}
