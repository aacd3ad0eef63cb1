export { LineIcon } from './LineIcon';
export type { LineIconProps } from './LineIcon';
