import {
  isNotAuthorized,
  UploadAbortedError,
  uploadMediaFiles,
  UploadTooLargeError,
} from '@creator/api-client';
import { onlineManager } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isOfflineFailure } from '../../forms/rate-limit';
import { useServices } from '../../session/services';

/** The state of the media upload of a form. */
export interface MediaUpload {
  /** True while files are being sent. */
  uploading: boolean;
  /** Progress from 0 to 100, averaged over the files. */
  progress: number;
  /** The last upload failed (not cancelled): `retry` sends the same files again. */
  failed: boolean;
  /** The failed upload was not sent for want of a network (the browser is offline). */
  offline: boolean;
  /**
   * The limit in bytes when the last upload was refused for a file over it (before sending,
   * or by the server's 413): sending it again cannot succeed, so there is no retry.
   */
  tooLarge: number | null;
  /** Uploads files; `onDone` gets their media URLs (in order) once every one is sent. */
  start: (files: File[], onDone: (urls: string[]) => void) => void;
  /** Sends the files of the failed upload again. */
  retry: () => void;
  /** Stops the running upload (nothing is kept). */
  cancel: () => void;
}

/**
 * Pre-upload then multipart transfer of a campaign's media (`uploadMediaFiles`), with the
 * averaged percentage, cancel, and a retry of the files that failed. An upload running when
 * the form goes away is aborted. Offline, nothing is sent: the upload fails as `offline` at
 * once (rather than each file's request failing) and its retry works once online.
 */
export function useMediaUpload(campaignId: string): MediaUpload {
  const { client } = useServices();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failed, setFailed] = useState(false);
  const [offline, setOffline] = useState(false);
  const [tooLarge, setTooLarge] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const last = useRef<{ files: File[]; onDone: (urls: string[]) => void } | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (files: File[], onDone: (urls: string[]) => void) => {
      if (files.length === 0) return;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      last.current = { files, onDone };
      const online = onlineManager.isOnline();
      setOffline(!online);
      setFailed(!online);
      if (!online) return;
      setUploading(true);
      setTooLarge(null);
      setProgress(0);
      uploadMediaFiles(client, campaignId, files, {
        signal: abort.signal,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      }).then(
        (urls) => {
          if (controller.current !== abort) return;
          setUploading(false);
          last.current = null;
          onDone(urls);
        },
        (error: unknown) => {
          if (controller.current !== abort) return;
          setUploading(false);
          if (error instanceof UploadAbortedError || isNotAuthorized(error)) return;
          if (error instanceof UploadTooLargeError) {
            last.current = null;
            return setTooLarge(error.limit);
          }
          setOffline(isOfflineFailure(error));
          setFailed(true);
        },
      );
    },
    [client, campaignId],
  );

  const retry = useCallback(() => {
    if (last.current) start(last.current.files, last.current.onDone);
  }, [start]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    last.current = null;
    setUploading(false);
    setFailed(false);
    setOffline(false);
    setTooLarge(null);
  }, []);

  return { uploading, progress, failed, offline, tooLarge, start, retry, cancel };
}
