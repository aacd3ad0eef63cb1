// What a Vite build's manifest says the first page load needs, and what loads later.

/**
 * Files of the initial load: from the manifest's entry, follow `imports` (static) but not
 * `dynamicImports` (lazy). Returns the JS and CSS files, deduplicated.
 */
export function initialFiles(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key] of entries) visit(key);
  return { js: [...js], css: [...css] };
}

/** Every JS chunk not in the initial load, with the CSS it brings. */
export function lazyFiles(manifest, initial) {
  const taken = new Set([...initial.js, ...initial.css]);
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    if (!taken.has(chunk.file) && /\.(js|css)$/.test(chunk.file)) files.add(chunk.file);
    for (const file of chunk.css ?? []) if (!taken.has(file)) files.add(file);
  }
  return [...files].sort();
}
