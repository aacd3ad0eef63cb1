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

/** `inputProps(form, path, CHOICE)`: a field whose value is picked (radio buttons), never typed. */
export const CHOICE = { choice: true } as const;

/**
 * A form's longest values by field path (`firstName`, `fields.iban`, `answers.<uuid>`): the
 * contract's `maxLength` of the request body field each one is sent as (`MAX_LENGTH` of
 * `@creator/api-client`, generated from the bundle), or undefined for an unlimited one.
 */
export type FieldLimits = (path: string) => number | undefined;

/**
 * {@link FieldLimits} of a form whose fields are named as the body schema's (`table`, one
 * entry of `MAX_LENGTH`); a field `<group>.<key>` takes `groups[group]`: a number, or a table
 * looked up by `<key>` then by its `*` (an open object's other properties).
 */
export function fieldLimits(
  table: Readonly<Record<string, number>>,
  groups: Readonly<Record<string, number | Readonly<Record<string, number>>>> = {},
): FieldLimits {
  return (path) => {
    if (Object.hasOwn(table, path)) return table[path];
    const dot = path.indexOf('.');
    const group =
      dot > 0 && Object.hasOwn(groups, path.slice(0, dot)) ? groups[path.slice(0, dot)] : undefined;
    if (typeof group !== 'object') return group;
    const key = path.slice(dot + 1);
    return Object.hasOwn(group, key) ? group[key] : group['*'];
  };
}

/**
 * The forms' `enhanceGetInputProps` ({@link emptyAsNull}) with each typed field's `maxLength`
 * from `limits`: a field cannot take more than the contract accepts. Choices (selects, dates,
 * radio buttons: {@link EMPTY_AS_NULL} or {@link CHOICE}) get none, as their typed text is a
 * search, not the value.
 */
export function withLimits(limits: FieldLimits) {
  return (payload: {
    inputProps: GetInputPropsReturnType;
    field: string;
    options: GetInputPropsOptions;
  }): Partial<GetInputPropsReturnType> & { maxLength?: number } => {
    const props = emptyAsNull(payload);
    const max =
      payload.options.emptyAsNull || payload.options.choice ? undefined : limits(payload.field);
    return max === undefined ? props : { ...props, maxLength: max };
  };
}

/** `form.getInputProps` with its value always there (the kit's fields require one). */
export function inputProps<Values>(
  form: UseFormReturnType<Values>,
  path: LooseKeys<Values>,
  options?: typeof EMPTY_AS_NULL | typeof CHOICE,
) {
  const { value, ...input } = form.getInputProps(path, options);
  return { value, ...input };
}
