export const RESUME_MESSAGES = {
  missing: 'Please upload your resume',
  notPdf: 'Please upload a PDF file',
  terms: 'Please agree to the terms',
} as const;

/** A PDF by its type, or by its name when the browser reports no type. */
export function isPdf(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return file.type === 'application/pdf';
  return /\.pdf$/i.test(file.name);
}

export interface ApplyProblems {
  resume?: string;
  terms?: string;
}

/** What stops an application: no resume, a resume that is not a PDF, the terms not agreed. */
export function applyProblems(resume: Pick<File, 'name' | 'type'> | null, agreed: boolean): ApplyProblems {
  const problems: ApplyProblems = {};
  if (!resume) problems.resume = RESUME_MESSAGES.missing;
  else if (!isPdf(resume)) problems.resume = RESUME_MESSAGES.notPdf;
  if (!agreed) problems.terms = RESUME_MESSAGES.terms;
  return problems;
}
