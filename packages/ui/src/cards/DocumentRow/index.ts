export { DocumentRow } from './DocumentRow';
export type { DocumentRowData, DocumentRowProps } from './DocumentRow';
