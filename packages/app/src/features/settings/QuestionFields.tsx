import type { CustomQuestion } from '@creator/api-client';
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { questionTexts } from './profile-rules';

/** Text fields of the custom questions, in the user's language; `answers.<uuid>` in the form. */
export function QuestionFields<Values extends { answers: Record<string, string> }>({
  questions,
  language,
  form,
}: {
  questions: readonly CustomQuestion[];
  language: string;
  form: UseFormReturnType<Values>;
}) {
  return questions.map((q) => {
    const { label, placeholder } = questionTexts(q, language);
    const path = `answers.${q.uuid}`;
    return (
      <TextInput
        key={form.key(path)}
        label={label}
        placeholder={placeholder}
        required={q.required}
        {...form.getInputProps(path)}
      />
    );
  });
}
