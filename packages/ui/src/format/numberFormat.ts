const cache = new Map<string, Intl.NumberFormat>();

/**
 * A shared `Intl.NumberFormat` for this locale and these options: building one is costly (a list of
 * hundreds of rows formats thousands of numbers), so each combination is built once.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}
