export { Select } from './Select';
