/**
 * A link costs about 5 ms on a mid phone (4x CPU): a few per task, so that no task grows past
 * 50 ms.
 */
const LINKS_PER_TASK = 4;

/** Preloads `files` (paths under the app's base `appBase`) as Vite's loader will ask for them. */
function preload(files: string[], appBase: string): void {
  for (const file of files.slice(0, LINKS_PER_TASK)) {
    const link = document.createElement('link');
    const css = file.endsWith('.css');
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    // As Vite's loader asks for them (CORS, same-origin credentials), or the preload is not used.
    link.crossOrigin = '';
    // Behind the page's reads on a connection: they answer in a few KiB with what the page
    // shows first (the campaigns list's first message is painted from them: paint-offer.ts),
    // while the code only runs once all of it is in.
    link.fetchPriority = 'low';
    link.href = appBase + file;
    document.head.appendChild(link);
  }
  if (files.length > LINKS_PER_TASK)
    setTimeout(() => preload(files.slice(LINKS_PER_TASK), appBase), 0);
}

/**
 * The opened page's screen code, fetched beside the entry rather than after it has run (the
 * build lists each boot page's files in #boot-chunks: build/boot-preload.ts), in the tasks
 * after the one that starts the user read.
 */
export function preloadScreen(page: string, appBase: string): void {
  try {
    const chunks = JSON.parse(document.getElementById('boot-chunks')?.textContent ?? '') as Record<
      string,
      string[] | undefined
    >;
    const files = chunks[page] ?? [];
    setTimeout(() => preload(files, appBase), 0);
  } catch {
    // No list (the dev server): the router loads the screen as usual.
  }
}
