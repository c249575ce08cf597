import { isEmailAddress } from '@/lib/email';
import { personNameProblem } from '@/lib/person-name';
import { safeHttpUrl } from '@/lib/safe-url';

export type Errors<F extends string> = Partial<Record<F, string>>;

export const PROJECT_TEXT = {
  titleRequired: 'Project title is required.',
  descriptionRequired: 'Description is required.',
  linkInvalid: 'Enter a full link that starts with http:// or https://',
  technologiesRequired: 'Add at least one technology.',
  added: 'Project added to your profile.',
} as const;

export interface ProjectForm {
  title: string;
  description: string;
  link: string;
  technologies: string;
}

/** "React, node ,, React" → ["React", "node"]: blanks and repeats (any case) dropped. */
export function parseTechnologies(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => {
      const key = t.toLowerCase();
      if (!t || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function validateProject(form: ProjectForm): Errors<keyof ProjectForm> {
  const errors: Errors<keyof ProjectForm> = {};
  if (!form.title.trim()) errors.title = PROJECT_TEXT.titleRequired;
  if (!form.description.trim()) errors.description = PROJECT_TEXT.descriptionRequired;
  if (form.link.trim() && !safeHttpUrl(form.link)) errors.link = PROJECT_TEXT.linkInvalid;
  if (parseTechnologies(form.technologies).length === 0)
    errors.technologies = PROJECT_TEXT.technologiesRequired;
  return errors;
}

export const PROFILE_TEXT = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  usernameRequired: 'Username is required.',
  pictureInvalid: 'Enter a full image link that starts with http:// or https://',
  updated: 'Profile updated successfully!',
} as const;

export interface ProfileForm {
  name: string;
  email: string;
  username: string;
  picture: string;
  bio: string;
}

export function validateProfile(form: ProfileForm): Errors<keyof ProfileForm> {
  const errors: Errors<keyof ProfileForm> = {};
  if (!form.name.trim()) errors.name = PROFILE_TEXT.nameRequired;
  else {
    const problem = personNameProblem(form.name);
    if (problem) errors.name = problem;
  }
  if (!form.email.trim()) errors.email = PROFILE_TEXT.emailRequired;
  else if (!isEmailAddress(form.email.trim())) errors.email = PROFILE_TEXT.emailInvalid;
  if (!form.username.trim()) errors.username = PROFILE_TEXT.usernameRequired;
  if (form.picture.trim() && !safeHttpUrl(form.picture)) errors.picture = PROFILE_TEXT.pictureInvalid;
  return errors;
}
