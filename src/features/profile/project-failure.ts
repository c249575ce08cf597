import { errorBody, errorStatus, toErrorMessage } from '@/lib/http/errors';
import { projectValidationProblems } from '@/entities/project/project-writes';
import { PROBLEM_FIELDS, type PublishForm } from './project-rules';

/** After a 201: the project is public, but only an id kept here lets this account remove it later. */
export const NOT_KEPT_AS_YOURS =
  'Your project is published on Projects, but this browser could not keep it as yours (its storage is full or blocked, or the server named no id), so you cannot remove it from here.';

/** What the person is told when the server did not take the project; `unclear` when it may have stored it. */
export interface Problem {
  message: string;
  unclear?: boolean;
}

/** A failure as a sentence: the model's texts without its "Project validation failed" jargon, a refusal in words. */
export function describeFailure(error: unknown): { problem: Problem; fields: [keyof PublishForm, string][] } {
  const body = errorBody(error);
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).error : undefined;
  const problems = projectValidationProblems(typeof raw === 'string' ? raw : '');
  if (problems.length > 0) {
    const sentence = problems.map((p) => p.message.replace(/\.?$/, '.')).join(' ');
    const fields = problems.flatMap((p): [keyof PublishForm, string][] => {
      const field = PROBLEM_FIELDS[p.path];
      return field ? [[field, p.message]] : [];
    });
    return { problem: { message: `The project was not saved: ${sentence}` }, fields };
  }
  const status = errorStatus(error);
  if (status === 403)
    return { problem: { message: 'The server takes projects from developer accounts only.' }, fields: [] };
  // No answer, or a crash: the project may be stored; only the list can tell.
  if (status === undefined || status >= 500)
    return { problem: { message: toErrorMessage(error), unclear: true }, fields: [] };
  return { problem: { message: toErrorMessage(error) }, fields: [] };
}
