import { renderHook, act } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { EMPTY_AS_NULL, emptyAsNull, inputProps } from './input-props';

function useTestForm() {
  return useForm({
    initialValues: { country: '', name: 'Mika', answers: {} as Record<string, string> },
    enhanceGetInputProps: emptyAsNull,
  });
}

describe('inputProps with emptyAsNull', () => {
  it.each([
    ['an empty choice shows as null', 'country', EMPTY_AS_NULL, null],
    ['a text field keeps its text', 'name', undefined, 'Mika'],
    ['a field the values lack shows as empty text', 'answers.q1', undefined, ''],
  ])('%s', (_name, path, options, shown) => {
    const { result } = renderHook(useTestForm);
    expect(inputProps(result.current, path, options).value).toBe(shown);
  });

  it('keeps a cleared choice as empty text, and a picked one as it is', () => {
    const { result } = renderHook(useTestForm);
    act(() => inputProps(result.current, 'country', EMPTY_AS_NULL).onChange('JP'));
    expect(result.current.getValues().country).toBe('JP');
    act(() => inputProps(result.current, 'country', EMPTY_AS_NULL).onChange(null));
    expect(result.current.getValues().country).toBe('');
  });

  it("shows the field's error and clears it on change", () => {
    const { result } = renderHook(useTestForm);
    act(() => result.current.setErrors({ name: 'This field is required.' }));
    expect(inputProps(result.current, 'name').error).toBe('This field is required.');
    act(() => inputProps(result.current, 'name').onChange('Aki'));
    expect(inputProps(result.current, 'name').error).toBeUndefined();
  });
});
