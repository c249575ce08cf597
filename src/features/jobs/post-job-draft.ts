import { readSessionJson, removeSession, writeSessionJson } from '@/lib/storage/session-storage';
import { EMPTY_POST_JOB, type PostJobValues } from './post-job-form';

// The form's text lives in this tab's session storage while the recruiter types, so a session that ends
// mid-form (a 401 sends them to /login) or a reload does not lose it. Per user; cleared on success or Cancel.
const PREFIX = 'codershub:post-job-draft:';

export function loadDraft(userId: string): PostJobValues {
  const saved = readSessionJson(PREFIX + userId);
  if (typeof saved !== 'object' || saved === null) return EMPTY_POST_JOB;
  const parsed = saved as Partial<Record<keyof PostJobValues, unknown>>;
  const draft: PostJobValues = { ...EMPTY_POST_JOB };
  for (const key of Object.keys(EMPTY_POST_JOB) as (keyof PostJobValues)[]) {
    const value = parsed[key];
    if (key === 'skills') {
      if (Array.isArray(value)) draft.skills = value.filter((s): s is string => typeof s === 'string');
    } else if (key === 'experience') {
      if (value === 'fresher' || value === 'experienced') draft.experience = value;
    } else if (typeof value === 'string') {
      draft[key] = value;
    }
  }
  return draft;
}

/** False when this tab's storage refused the draft (full or blocked): the form still works for this page view. */
export function saveDraft(userId: string, values: PostJobValues): boolean {
  return writeSessionJson(PREFIX + userId, values);
}

export function clearDraft(userId: string): void {
  removeSession(PREFIX + userId);
}
