// Receives the presigned multipart uploads (what the preupload example points at),
// keeps the bytes in memory and serves them back from the Location it answers.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import busboy from 'busboy';
import { defaultSpec, uploadLimit } from '../openapi-core/index.mjs';

/** The contract's limit (the `size` maximum of preuploadMedia), as the app checks it. */
export const MAX_UPLOAD_BYTES = uploadLimit(JSON.parse(readFileSync(defaultSpec, 'utf8')));
/** Uploads kept in memory; the oldest go first (a long session must not grow without end). */
export const MAX_KEPT_BYTES = 512 * 1024 * 1024;

/** Creates the in-memory upload store with its two handlers. */
export function createUploads() {
  /** @type {Map<string, {type: string, body: Buffer}>} */
  const files = new Map();
  let kept = 0;

  /** POST /__mock/uploads: multipart fields plus `file`; answers 201 with Location. */
  function receive(req, res, baseUrl, json) {
    let parser;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file name's UTF-8 bytes as they are (写真3.jpg); busboy reads latin1 by default.
        defParamCharset: 'utf8',
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 },
      });
    } catch {
      return json(400, { message: 'Send the upload as multipart/form-data.' });
    }
    const fields = {};
    let upload = null;
    let tooBig = false;
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (name, stream, info) => {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('limit', () => (tooBig = true));
      stream.on('end', () => {
        upload = {
          name: info.filename || 'upload',
          type: info.mimeType,
          body: Buffer.concat(chunks),
        };
      });
    });
    parser.on('close', () => {
      if (tooBig)
        return json(413, {
          code: 'too_large',
          message: `Files over ${MAX_UPLOAD_BYTES} bytes are refused.`,
        });
      if (!upload) return json(400, { message: 'The form has no `file` field.' });
      const key = (fields.key || randomUUID()).replace(/[^\w./-]/g, '_');
      const path = `/__mock/uploads/${key}/${encodeURIComponent(upload.name)}`;
      kept -= files.get(path)?.body.length ?? 0;
      files.delete(path);
      files.set(path, { type: upload.type || 'application/octet-stream', body: upload.body });
      kept += upload.body.length;
      for (const [oldest, file] of files) {
        if (kept <= MAX_KEPT_BYTES || oldest === path) break;
        files.delete(oldest);
        kept -= file.body.length;
      }
      res.setHeader('Location', `${baseUrl}${path}`);
      json(201, { location: `${baseUrl}${path}` });
    });
    parser.on('error', () => json(400, { message: 'The multipart body could not be read.' }));
    req.pipe(parser);
  }

  /** GET /__mock/uploads/...: the uploaded bytes, or null when unknown. */
  function find(pathname) {
    return files.get(pathname) ?? null;
  }

  return { receive, find };
}
