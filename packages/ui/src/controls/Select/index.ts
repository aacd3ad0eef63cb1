export { Select, type UiSelectProps } from './Select';
