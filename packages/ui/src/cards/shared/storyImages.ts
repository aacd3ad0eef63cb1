// Story-only pictures: inline SVGs, so the catalogue renders offline (no network in CI).

/** A flat picture of the given colour with an optional caption, as a data URI. */
export function storyPicture(color: string, caption = '', size = 160): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="100%" height="100%" fill="${color}"/>` +
    `<text x="50%" y="55%" font-family="sans-serif" font-size="${size / 5}" fill="#fff" text-anchor="middle">${caption}</text>` +
    `</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
