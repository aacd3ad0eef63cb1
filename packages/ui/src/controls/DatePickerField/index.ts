export { DatePickerField } from './DatePickerField';
export type { DatePickerFieldProps } from './DatePickerField';
