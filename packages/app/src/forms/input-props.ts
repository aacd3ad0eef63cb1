import type {
  GetInputPropsOptions,
  GetInputPropsReturnType,
  LooseKeys,
  UseFormReturnType,
} from '@mantine/form';

/**
 * `inputProps(form, path, EMPTY_AS_NULL)`: for a select or a date field, whose "nothing
 * chosen" is null while the form keeps '' (as the API's text fields do).
 */
export const EMPTY_AS_NULL = { emptyAsNull: true } as const;

/**
 * The forms' `enhanceGetInputProps`: with {@link EMPTY_AS_NULL}, '' is shown as null and a
 * cleared choice (null) is kept as ''; a field the values lack shows as empty, never as an
 * uncontrolled input.
 */
export function emptyAsNull({
  inputProps,
  options,
}: {
  inputProps: GetInputPropsReturnType;
  options: GetInputPropsOptions;
}): Partial<GetInputPropsReturnType> {
  const value: unknown = inputProps.value ?? '';
  if (!options.emptyAsNull) return { value };
  // Mantine merges the result into `inputProps` itself: keep its own change handler first.
  const { onChange } = inputProps;
  return {
    value: value === '' ? null : value,
    onChange: (next: unknown) => onChange(next ?? ''),
  };
}

/** `form.getInputProps` with its value always there (the kit's fields require one). */
export function inputProps<Values>(
  form: UseFormReturnType<Values>,
  path: LooseKeys<Values>,
  options?: typeof EMPTY_AS_NULL,
) {
  const { value, ...input } = form.getInputProps(path, options);
  return { value, ...input };
}
