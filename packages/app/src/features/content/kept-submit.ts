import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { FormErrors } from '@mantine/form';
import type { ContentDraft } from './content-rules';

/** A submission refused after its form was left: what was sent and why it was refused. */
export interface KeptSubmit {
  draft: ContentDraft;
  /** The refusal in the app's words (the form's status block). */
  error: string;
  /** The fields the refusal names, in the app's words. */
  errors: FormErrors;
}

/**
 * Refused submissions by the path of their form: a user who left the form while it was being
 * sent finds what they typed, and why it was refused, when they open that form again.
 */
const kept = new Map<string, KeptSubmit>();

/** Keeps a refused submission for the next opening of the form at `path`. */
export const keepSubmit = (path: string, submission: KeptSubmit) => void kept.set(path, submission);

/** The submission kept for the form at `path`, if any. */
export const readSubmit = (path: string): KeptSubmit | undefined => kept.get(path);

/** Forgets the submission kept for the form at `path` (the form took it, or it went in meanwhile). */
export const dropSubmit = (path: string) => void kept.delete(path);

/**
 * The submission kept for the form at the current path, taken by the form as it opens (read
 * once, then forgotten: a later opening starts afresh).
 */
export function useKeptSubmit(): KeptSubmit | undefined {
  const path = useLocation().pathname;
  const [submission] = useState(() => readSubmit(path));
  useEffect(() => dropSubmit(path), [path]);
  return submission;
}
