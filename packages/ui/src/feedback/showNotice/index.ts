export {
  NOTICE_AUTO_CLOSE_MS,
  showFailureNotice,
  showInfoNotice,
  showNotice,
  showSuccessNotice,
} from './showNotice';
export type { NoticeContent } from './showNotice';
