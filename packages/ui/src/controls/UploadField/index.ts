export { UploadField } from './UploadField';
export type { UploadFieldProps } from './UploadField';
