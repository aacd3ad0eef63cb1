/**
 * Shown instead of a picture from the server that fails to load (a removed thumbnail, an
 * expired signed URL): a plain light-grey tile, never the browser's broken-image icon.
 */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='4'%3E%3Crect width='4' height='4' fill='%23e9ecef'/%3E%3C/svg%3E";
