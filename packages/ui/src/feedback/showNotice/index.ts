export {
  NOTICE_AUTO_CLOSE_MS,
  hideNotice,
  showFailureNotice,
  showInfoNotice,
  showNotice,
  showSuccessNotice,
} from './showNotice';
export type { NoticeContent } from './showNotice';
