import { EMPTY_POST_JOB, type PostJobValues } from './post-job-form';

// The form's text lives in this tab's session storage while the recruiter types, so a session that ends
// mid-form (a 401 sends them to /login) or a reload does not lose it. Per user; cleared on success or Cancel.
const PREFIX = 'codershub:post-job-draft:';

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function loadDraft(userId: string): PostJobValues {
  try {
    const raw = store()?.getItem(PREFIX + userId);
    if (!raw) return EMPTY_POST_JOB;
    const parsed = JSON.parse(raw) as Partial<PostJobValues>;
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
  } catch {
    return EMPTY_POST_JOB;
  }
}

/** False when this tab's storage refused the draft (full or blocked): the form still works for this page view. */
export function saveDraft(userId: string, values: PostJobValues): boolean {
  try {
    const s = store();
    if (!s) return false;
    s.setItem(PREFIX + userId, JSON.stringify(values));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(userId: string): void {
  try {
    store()?.removeItem(PREFIX + userId);
  } catch {
    /* nothing to do */
  }
}
