import type { ReactElement } from 'react';

/**
 * A catalogue entry file (`<Component>.story.tsx`) default-exports its meta and
 * exports one function per state: `export const Loading: Story = () => <... />`.
 * The catalogue app finds every `src/**\/*.story.tsx` by itself.
 */
export interface StoryMeta {
  /** Group and name shown in the catalogue, e.g. `Cards/Campaign card`. */
  title: string;
}

/** One state of a component, rendered on its own catalogue page. */
export type Story = () => ReactElement;
