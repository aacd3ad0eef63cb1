import './jsdom';
// The app registers dayjs's locales with its languages; the kit's tests format in Japanese too.
import 'dayjs/locale/ja';
