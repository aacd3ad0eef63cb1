import { unwrap, type ApiClient } from './client.ts';
import { UploadAbortedError, UploadError, UploadTooLargeError } from './errors.ts';
import { MAX_UPLOAD_BYTES } from './generated/limits.ts';
import type { PreuploadResponse } from './types.ts';

export interface UploadOptions {
  /** Aborts the pre-upload and the transfer; the promise then rejects with `UploadAbortedError`. */
  signal?: AbortSignal;
  /** Progress from 0 to 1 (over every file, averaged, for `uploadMediaFiles`). */
  onProgress?: (fraction: number) => void;
}

/** Asks where to upload a file for a campaign's submitted content. */
export const preuploadMedia = (
  client: ApiClient,
  campaignId: string,
  filename: string,
  signal?: AbortSignal,
  size?: number,
) =>
  client
    .GET('/api/user/me/campaigns/{id}/submitted_contents/preupload_media.json', {
      params: { path: { id: campaignId }, query: { filename, size } },
      signal,
    })
    .then(unwrap);

/** The media URL of an upload answer: its Location header, else a `<Location>` (S3) or `location` (JSON) in the body. */
function locationOf(xhr: XMLHttpRequest): string | null {
  const header = xhr.getResponseHeader('Location');
  if (header) return header;
  const body = xhr.responseText;
  const xml = /<Location>([^<]+)<\/Location>/.exec(body);
  if (xml?.[1]) return xml[1].replace(/&amp;/g, '&');
  try {
    const json = JSON.parse(body) as { location?: unknown };
    return typeof json.location === 'string' ? json.location : null;
  } catch {
    return null;
  }
}

/**
 * Sends the file to the pre-upload target: the target's fields first, then the file, as
 * multipart (XHR, for upload progress). Resolves to the uploaded media's URL.
 */
export function sendToTarget(
  target: PreuploadResponse,
  file: Blob,
  filename: string,
  { signal, onProgress }: UploadOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadAbortedError());
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file, filename);
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.open(target.method, target.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      const location = xhr.status >= 200 && xhr.status < 300 ? locationOf(xhr) : null;
      if (location) {
        onProgress?.(1);
        return resolve(location);
      }
      if (xhr.status === 413) return reject(new UploadTooLargeError(filename, MAX_UPLOAD_BYTES));
      reject(
        new UploadError(
          xhr.status >= 200 && xhr.status < 300
            ? `The upload of ${filename} succeeded but gave no media URL`
            : `The upload of ${filename} failed (HTTP ${xhr.status})`,
          xhr.status,
        ),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(`The upload of ${filename} could not reach the server`));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadAbortedError());
    };
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads one file for a campaign: pre-upload, then the multipart transfer. Resolves to the
 * media URL. A file over the contract's limit is refused before anything is sent.
 */
export async function uploadMedia(
  client: ApiClient,
  campaignId: string,
  file: File,
  options: UploadOptions = {},
): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadTooLargeError(file.name, MAX_UPLOAD_BYTES);
  let target: PreuploadResponse;
  try {
    target = await preuploadMedia(client, campaignId, file.name, options.signal, file.size);
  } catch (error) {
    if (options.signal?.aborted) throw new UploadAbortedError();
    throw error;
  }
  return sendToTarget(target, file, file.name, options);
}

/**
 * Uploads several files at once; `onProgress` gets the average of their progress. Resolves
 * to their media URLs in order; if one fails, the others are aborted and it rejects.
 */
export async function uploadMediaFiles(
  client: ApiClient,
  campaignId: string,
  files: readonly File[],
  { signal, onProgress }: UploadOptions = {},
): Promise<string[]> {
  if (files.length === 0) return [];
  // One file over the limit: none is sent (the others would be uploaded for nothing).
  const tooLarge = files.find((file) => file.size > MAX_UPLOAD_BYTES);
  if (tooLarge) throw new UploadTooLargeError(tooLarge.name, MAX_UPLOAD_BYTES);
  const each = files.map(() => 0);
  const together = new AbortController();
  const abortAll = () => together.abort();
  signal?.addEventListener('abort', abortAll, { once: true });
  if (signal?.aborted) together.abort();
  try {
    return await Promise.all(
      files.map((file, index) =>
        uploadMedia(client, campaignId, file, {
          signal: together.signal,
          onProgress: (fraction) => {
            each[index] = fraction;
            onProgress?.(each.reduce((sum, f) => sum + f, 0) / files.length);
          },
        }),
      ),
    );
  } catch (error) {
    together.abort();
    throw error;
  } finally {
    signal?.removeEventListener('abort', abortAll);
  }
}
