// Placeholder screens, loaded lazily; later work replaces each with the real screen.
import { Outlet } from 'react-router';
import { ComingSoon } from './ComingSoon';

/** The `submit_content` screen (placeholder). */
export function SubmitContentScreen() {
  return <ComingSoon route="submit_content" />;
}

/** The `submit_content_from_post` screen (placeholder). */
export function SubmitContentFromPostScreen() {
  return <ComingSoon route="submit_content_from_post" />;
}

/** The `submitted_content` screen (placeholder). */
export function SubmittedContentScreen() {
  return (
    <ComingSoon route="submitted_content">
      <Outlet />
    </ComingSoon>
  );
}

/** The `submitted_content_comments` screen (placeholder). */
export function CommentsScreen() {
  return <ComingSoon route="submitted_content_comments" />;
}

/** The `submitted_content_video` screen (placeholder). */
export function VideoPlayerScreen() {
  return <ComingSoon route="submitted_content_video" />;
}
