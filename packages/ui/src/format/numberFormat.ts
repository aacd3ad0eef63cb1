const cache = new Map<string, Intl.NumberFormat>();

/** `Intl.NumberFormat`, in English when `locale` is not a language tag `Intl` accepts (`en_US`). */
function build(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return new Intl.NumberFormat('en', options);
  }
}

/**
 * A shared `Intl.NumberFormat` for this locale and these options: building one is costly (a list of
 * hundreds of rows formats thousands of numbers), so each combination is built once. A locale
 * `Intl` refuses formats in English rather than throwing (a bad language never blanks a screen).
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build(locale, options);
    cache.set(key, format);
  }
  return format;
}
