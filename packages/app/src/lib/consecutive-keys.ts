/**
 * Keys `<prefix>_a`, `<prefix>_b`… in order, stopping at the first one `exists` does not know
 * (docs/product-rules.md#settings-data-usage: permission messages read from consecutive keys until one is missing).
 */
export function consecutiveKeys<Key extends string>(
  prefix: string,
  exists: (key: string) => key is Key,
): Key[] {
  const keys: Key[] = [];
  for (let code = 'a'.charCodeAt(0); code <= 'z'.charCodeAt(0); code += 1) {
    const key = `${prefix}_${String.fromCharCode(code)}`;
    if (!exists(key)) break;
    keys.push(key);
  }
  return keys;
}
