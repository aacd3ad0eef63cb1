import { updateProfileMutation, type CustomQuestion, type Profile } from '@creator/api-client';
import { showSuccessNotice } from '@creator/ui';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { issueMessages, placeServerErrors } from '../../forms/field-errors';
import {
  checkFailure,
  focusFirstError,
  refusalFailure,
  type SaveFailure,
} from '../../forms/FormStatus';
import { useT } from '../../i18n/i18n';
import { useShown } from '../../lib/use-shown';
import { showSaveFailureNotice } from '../../forms/save-failure-notice';
import { useServices } from '../../session/services';
import {
  profileBody,
  profileErrorField,
  validateProfile,
  type FieldRule,
  type ProfileField,
  type ProfileValues,
} from './profile-rules';

/**
 * Saving the profile form: every field checked, then the mutation. A failure marks the
 * fields, keeps the status block's headline and the messages no field carries, and focuses the
 * first marked field.
 */
export function useProfileSave(
  form: UseFormReturnType<ProfileValues>,
  {
    rules,
    questions,
    profile,
    onSaved,
    release,
  }: {
    rules: Record<ProfileField, FieldRule>;
    questions: CustomQuestion[];
    profile: Profile;
    onSaved?: () => void;
    /** Lets the navigation after a save leave without the leave guard's question. */
    release?: () => void;
  },
) {
  const { t } = useT();
  const { client } = useServices();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shown = useShown();
  const base = updateProfileMutation(client);
  const save = useMutation({
    ...base,
    // Shown even when a language change has re-rendered the form meanwhile.
    onSuccess: async (...args) => {
      showSuccessNotice({ message: t('settings.saved_successfully') });
      await base.onSuccess?.(...args);
    },
  });

  const refused = (refusal: unknown) => {
    const sent = questions.map((q) => q.uuid);
    const { errors, unplaced } = placeServerErrors(
      refusal,
      (path) => profileErrorField(path, sent),
      t,
    );
    const failed = refusalFailure(t, { errors, unplaced }, refusal);
    if (!shown()) return showSaveFailureNotice(t, failed);
    form.setErrors(errors);
    setFailure(failed);
    focusFirstError(formRef.current);
  };

  const submit = () => {
    const values = form.getValues();
    const issues = validateProfile(values, rules, questions, dayjs().format('YYYY-MM-DD'));
    if (Object.keys(issues).length) {
      form.setErrors(issueMessages(t, issues));
      setFailure(checkFailure(t, issues));
      focusFirstError(formRef.current);
      return;
    }
    form.clearErrors();
    setFailure(null);
    // From the request's promise: mutate's own callbacks are skipped while no rendered component
    // listens to the mutation (a click before the form's effects ran, or the form gone).
    void save.mutateAsync(profileBody(values, rules, questions, profile)).then(() => {
      // What was typed is saved: the page change that may follow asks nothing.
      release?.();
      form.setInitialValues(values);
      form.reset();
      // The next page follows only from the form still on screen.
      if (shown()) onSaved?.();
    }, refused);
  };

  return { formRef, failure, submit, saving: save.isPending };
}
