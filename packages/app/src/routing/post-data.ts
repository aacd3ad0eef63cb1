import { decodePostData, encodeBase64Text, type PostData } from './route-params';

export { decodePostData, type PostData };

/**
 * The `postDataEncoded` segment of `submit_content_from_post`: base64 of the JSON
 * {platform, type, contentType, publishBy?}, URL-safe (`-`, `_`, no padding) so it stays one
 * path segment. `decodePostData` (route-params) reads it back, and reads standard base64 too.
 */
export function encodePostData(post: PostData): string {
  const json = JSON.stringify({
    platform: post.platform,
    type: post.type,
    contentType: post.contentType,
    ...(post.publishBy ? { publishBy: post.publishBy } : {}),
  });
  return encodeBase64Text(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
