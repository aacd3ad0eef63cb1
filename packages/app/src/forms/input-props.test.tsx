import { MAX_LENGTH } from '@creator/api-client';
import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CHOICE,
  EMPTY_AS_NULL,
  emptyAsNull,
  fieldLimits,
  inputProps,
  withLimits,
} from './input-props';

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

describe('withLimits: fields stop at the contract limits', () => {
  const profileLimits = fieldLimits(MAX_LENGTH.ProfileForm, {
    answers: MAX_LENGTH.CustomQuestionAnswer.answer,
  });
  const paymentLimits = fieldLimits(MAX_LENGTH.PaymentForm, { fields: MAX_LENGTH.PaymentForm });

  function useLimitedForm() {
    return useForm({
      initialValues: {
        firstName: '',
        countryCode: '',
        answers: {} as Record<string, string>,
        fields: {} as Record<string, string>,
      },
      enhanceGetInputProps: withLimits(
        (path) =>
          profileLimits(path) ?? (path.startsWith('fields.') ? paymentLimits(path) : undefined),
      ),
    });
  }

  it.each([
    ['a profile text field', 'firstName', MAX_LENGTH.ProfileForm.firstName],
    ['a custom answer', 'answers.q1', MAX_LENGTH.CustomQuestionAnswer.answer],
    ["a payment method's named field", 'fields.paypalEmail', MAX_LENGTH.PaymentForm.paypalEmail],
    ["a payment method's other field", 'fields.iban', MAX_LENGTH.PaymentForm['*']],
  ])('%s takes the maxLength of the body field it is sent as', (_name, path, max) => {
    const { result } = renderHook(useLimitedForm);
    const props = inputProps(result.current, path as 'firstName');
    expect(max).toBeGreaterThan(0);
    expect((props as { maxLength?: number }).maxLength).toBe(max);
  });

  it('gives choices none (their typed text is a search) and keeps emptyAsNull', () => {
    const { result } = renderHook(useLimitedForm);
    const select = inputProps(result.current, 'countryCode', EMPTY_AS_NULL);
    expect(select).not.toHaveProperty('maxLength');
    expect(select.value).toBeNull();
    expect(inputProps(result.current, 'fields.kind' as 'firstName', CHOICE)).not.toHaveProperty(
      'maxLength',
    );
  });

  it('stops typing in the rendered field at the limit', async () => {
    const { result } = renderHook(useLimitedForm);
    render(
      <MantineProvider env="test">
        <TextInput label="First name" {...inputProps(result.current, 'firstName')} />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('First name')).toHaveAttribute(
      'maxlength',
      String(MAX_LENGTH.ProfileForm.firstName),
    );
  });
});
