import type { CustomQuestion } from '@creator/api-client';
import { TextInput } from '@mantine/core';
import { questionTexts } from './profile-rules';

/** Text fields of the custom questions, in the user's language; `answers.<uuid>` in the form. */
export function QuestionFields({
  questions,
  language,
  values,
  errors,
  onChange,
}: {
  questions: readonly CustomQuestion[];
  language: string;
  values: Record<string, string>;
  errors: Record<string, unknown>;
  onChange: (uuid: string, value: string) => void;
}) {
  return questions.map((q) => {
    const { label, placeholder } = questionTexts(q, language);
    const error = errors[`answers.${q.uuid}`];
    return (
      <TextInput
        key={q.uuid}
        label={label}
        placeholder={placeholder}
        required={q.required}
        value={values[q.uuid] ?? ''}
        error={typeof error === 'string' ? error : undefined}
        onChange={(event) => onChange(q.uuid, event.currentTarget.value)}
      />
    );
  });
}
