// Public entry of @creator/ui. Each component folder exports through here.
export type { StoryMeta, Story } from './story';
