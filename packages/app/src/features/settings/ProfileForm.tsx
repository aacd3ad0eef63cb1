import {
  MAX_LENGTH,
  type Company,
  type Country,
  type CustomQuestion,
  type Profile,
} from '@creator/api-client';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { FormFrame } from '../../forms/FormFrame';
import { FormStatus, statusOf } from '../../forms/FormStatus';
import { fieldLimits, withLimits } from '../../forms/input-props';
import { useLeaveGuard } from '../../forms/use-leave-guard';
import { useUser } from '../../session/session';
import { AddressFields, PersonalFields, SexField } from './ProfileFields';
import {
  isProfileQuestion,
  profileFieldRules,
  profileValues,
  type ProfileValues,
} from './profile-rules';
import { QuestionFields } from './QuestionFields';
import { SaveButton } from './SaveButton';
import { useProfileSave } from './use-profile-save';

/** The profile fields stop at the contract's limits; `answers.<uuid>` is an answer's. */
const limits = withLimits(
  fieldLimits(MAX_LENGTH.ProfileForm, { answers: MAX_LENGTH.CustomQuestionAnswer.answer }),
);

/**
 * The profile form (docs/product-rules.md#settings-profile), shared by the settings and missing-data screens;
 * leaving it with an unsaved edit asks first.
 */
export function ProfileForm({
  company,
  profile,
  questions: allQuestions,
  countries,
  onSaved,
}: {
  company: Company;
  profile: Profile;
  questions: CustomQuestion[];
  countries: Country[];
  onSaved?: () => void;
}) {
  const user = useUser();
  const rules = useMemo(() => profileFieldRules(company), [company]);
  const questions = useMemo(() => allQuestions.filter(isProfileQuestion), [allQuestions]);
  const form = useForm<ProfileValues>({
    initialValues: profileValues(profile, questions),
    enhanceGetInputProps: limits,
  });
  const { formRef, failure, submit, saving } = useProfileSave(form, {
    rules,
    questions,
    profile,
    onSaved,
    release: () => guard.release(),
  });
  // An edit not saved yet is not lost without a question (a reload, another page, Back);
  // while it is being saved, the question says leaving will not stop it.
  const guard = useLeaveGuard(form.isDirty(), { sending: saving });

  return (
    <FormFrame ref={formRef} maw={760} onSubmit={submit}>
      <PersonalFields form={form} rules={rules} company={company} />
      <SexField form={form} rules={rules} />
      <AddressFields form={form} rules={rules} countries={countries} />
      <QuestionFields questions={questions} language={user.language} form={form} />
      <SaveButton loading={saving} />
      {/* Below Save: appearing, it never pushes Save out of sight. */}
      <FormStatus messages={statusOf(failure, Object.keys(form.errors).length > 0)} />
      {guard.dialog}
    </FormFrame>
  );
}
