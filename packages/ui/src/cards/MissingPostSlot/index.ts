export { MissingPostSlot } from './MissingPostSlot';
export type { MissingPostSlotProps } from './MissingPostSlot';
