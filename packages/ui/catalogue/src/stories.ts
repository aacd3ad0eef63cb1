import type { Story, StoryMeta } from '../../src/story';

/** One state of one story file, with the hash route that shows it. */
export interface CatalogueEntry {
  /** Title of the story file, e.g. 'Feedback/App tooltip'. */
  title: string;
  /** Export name of the state, e.g. 'OnButton'. */
  state: string;
  /** Readable state name, e.g. 'On button'. */
  stateLabel: string;
  /** Hash route, e.g. '#/feedback-app-tooltip/on-button'. */
  hash: string;
  /** Renders the state. */
  render: Story;
}

type StoryModule = { default?: StoryMeta } & Record<string, unknown>;

/** 'Feedback/App tooltip' -> 'feedback-app-tooltip'; 'OnButton' -> 'on-button'. */
export function slug(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** 'OnButton' -> 'On button'. */
function readable(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every state of every story module, sorted by title, states in file order. */
export function collectEntries(modules: Record<string, StoryModule>): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const [path, module] of Object.entries(modules)) {
    const title = module.default?.title;
    if (!title) throw new Error(`${path} has no default export { title }`);
    for (const [state, value] of Object.entries(module)) {
      if (state === 'default' || typeof value !== 'function') continue;
      const hash = `#/${slug(title)}/${slug(state)}`;
      entries.push({ title, state, stateLabel: readable(state), hash, render: value as Story });
    }
  }
  return entries.sort((a, b) => a.title.localeCompare(b.title));
}

/** Everything the catalogue shows, found at build time. */
export const ENTRIES = collectEntries(
  import.meta.glob<StoryModule>('../../src/**/*.story.tsx', { eager: true }),
);
