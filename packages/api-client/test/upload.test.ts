// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://127.0.0.1:5173/creator/" }
// jsdom's XMLHttpRequest, as a browser page on the dev server's origin sends it (CORS included).
import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  preuploadMedia,
  UploadAbortedError,
  UploadError,
  UploadTooLargeError,
  sendToTarget,
  uploadMedia,
  uploadMediaFiles,
} from '../src';
import { withMockStack } from './mock';

const mock = withMockStack();

const file = (name: string, size: number, fill = 'x') =>
  new File([fill.repeat(size)], name, { type: 'application/octet-stream' });

describe('media upload', () => {
  it('pre-uploads, sends the multipart form and resolves to the served media URL', async () => {
    const progress: number[] = [];
    const url = await uploadMedia(mock.client(), '102', file('clip.mp4', 200_000, 'a'), {
      onProgress: (p) => progress.push(p),
    });
    expect(url.startsWith(`${mock.url()}/__mock/uploads/`)).toBe(true);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect((await served.text()).length).toBe(200_000);
    expect(progress.at(-1)).toBe(1);
  });

  it('averages the progress of several files and keeps their order', async () => {
    const progress: number[] = [];
    const files = [file('one.png', 300_000, '1'), file('two.png', 10, '2')];
    const urls = await uploadMediaFiles(mock.client(), '102', files, {
      onProgress: (p) => progress.push(p),
    });
    expect(urls).toHaveLength(2);
    expect(await (await fetch(urls[1]!)).text()).toBe('2'.repeat(10));
    expect(progress.every((p) => p >= 0 && p <= 1)).toBe(true);
    // One file finished alone is half of the whole.
    expect(progress).toContain(0.5);
    expect(progress.at(-1)).toBe(1);
  });

  it('rejects with UploadAbortedError when aborted', async () => {
    const controller = new AbortController();
    const upload = uploadMedia(mock.client(), '102', file('big.mov', 5_000_000), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    setTimeout(() => controller.abort(), 2000);
    await expect(upload).rejects.toBeInstanceOf(UploadAbortedError);
  });

  it('rejects with a clear UploadError when the upload target refuses', async () => {
    const target = {
      url: `${mock.url()}/__mock/nowhere`,
      method: 'POST' as const,
      fields: { key: 'k' },
    };
    const error = await sendToTarget(target, file('a.png', 5), 'a.png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ status: 404, message: 'The upload of a.png failed (HTTP 404)' });
  });

  it('rejects with the pre-upload error (signed out) before sending anything', async () => {
    const client = mock.client('signed-out');
    await expect(uploadMedia(client, '102', file('a.png', 5))).rejects.toMatchObject({
      name: 'NotAuthorizedError',
    });
  });

  it('refuses a file over the limit before asking or sending anything, naming the limit', async () => {
    const big = file('long-take.mp4', 10);
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    // A signed-out client: any request would reject with NotAuthorizedError instead.
    const client = mock.client('signed-out');
    for (const upload of [
      uploadMedia(client, '102', big),
      uploadMediaFiles(client, '102', [file('small.png', 5), big]),
    ]) {
      const error = await upload.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UploadTooLargeError);
      expect(error).toMatchObject({
        limit: 50 * 1024 * 1024,
        filename: 'long-take.mp4',
        status: 413,
      });
    }
  });

  it("turns the upload target's 413 into UploadTooLargeError with the limit", async () => {
    // Sent straight to the mock's target, past the client's own check.
    const target = await preuploadMedia(mock.client(), '102', 'huge.mov');
    const huge = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.mov');
    const error = await sendToTarget(target, huge, 'huge.mov').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadTooLargeError);
    expect(error).toMatchObject({ limit: MAX_UPLOAD_BYTES, status: 413 });
  });
});
