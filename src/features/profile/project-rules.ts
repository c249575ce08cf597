import { commaList } from '@/lib/format/comma-list';
import { safeHttpUrl } from '@/lib/format/safe-url';
import { CATEGORIES, categoryLabel } from '@/data/categories';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_TECHNOLOGIES_MAX_LENGTH,
  PROJECT_TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
  tooLongText,
} from '@/lib/validation/text-limits';
import type { ProjectPayload } from '@/entities/project/project-writes';
import type { Role } from '@/lib/session/roles';
import type { Errors } from './form-rules';

export const PROJECT_TEXT = {
  titleRequired: 'Project title is required.',
  descriptionRequired: 'Description is required.',
  linkInvalid: 'Enter a full link that starts with http:// or https://',
  technologiesRequired: 'Add at least one technology.',
  added: 'Project added to your profile.',
} as const;

/** The backend's Project model: a description of 50 characters or more (after trimming). */
export const PROJECT_DESCRIPTION_MIN_LENGTH = 50;

/**
 * The model's own pattern for `repoLink`. It runs in linear time (each dot ends a label), and the field's cap keeps
 * the text short. The app also asks for http(s), which the model would let go without.
 */
export const REPO_LINK_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[\w-]+(\/[\w- ./?%&=]*)?$/;

/** The backend takes projects from developers and admins only (protectDeveloperOrAdmin). */
export function canPublishProjects(role: Role): boolean {
  return role === 'developer' || role === 'admin';
}

export const PUBLISH_TEXT = {
  descriptionShort: (length: number) =>
    `Write at least ${PROJECT_DESCRIPTION_MIN_LENGTH} characters (now ${length}).`,
  repoRequired: 'Enter the link to the repository.',
  repoPattern:
    'The server accepts only letters, digits, and - _ . / ? % & = in a repository link: leave out # or ~ parts.',
  categoryRequired: 'Choose a category.',
} as const;

export interface PublishForm {
  title: string;
  description: string;
  category: string;
  technologies: string;
  repoLink: string;
  liveLink: string;
}

export const EMPTY_PUBLISH_FORM: PublishForm = {
  title: '',
  description: '',
  category: '',
  technologies: '',
  repoLink: '',
  liveLink: '',
};

export const PUBLISH_MAX_LENGTH: Record<keyof PublishForm, number> = {
  title: PROJECT_TITLE_MAX_LENGTH,
  description: PROJECT_DESCRIPTION_MAX_LENGTH,
  category: URL_MAX_LENGTH,
  technologies: PROJECT_TECHNOLOGIES_MAX_LENGTH,
  repoLink: URL_MAX_LENGTH,
  liveLink: URL_MAX_LENGTH,
};

/** Everything the backend's model would refuse, and links that are not http(s), checked before sending. */
export function validatePublish(form: PublishForm): Errors<keyof PublishForm> {
  const errors: Errors<keyof PublishForm> = {};
  if (!form.title.trim()) errors.title = PROJECT_TEXT.titleRequired;
  const description = form.description.trim();
  if (!description) errors.description = PROJECT_TEXT.descriptionRequired;
  else if (description.length < PROJECT_DESCRIPTION_MIN_LENGTH)
    errors.description = PUBLISH_TEXT.descriptionShort(description.length);
  if (!categoryLabel(form.category)) errors.category = PUBLISH_TEXT.categoryRequired;
  if (commaList(form.technologies).length === 0) errors.technologies = PROJECT_TEXT.technologiesRequired;
  const repo = form.repoLink.trim();
  if (!repo) errors.repoLink = PUBLISH_TEXT.repoRequired;
  else if (!safeHttpUrl(repo)) errors.repoLink = PROJECT_TEXT.linkInvalid;
  else if (repo.length <= URL_MAX_LENGTH && !REPO_LINK_PATTERN.test(repo))
    errors.repoLink = PUBLISH_TEXT.repoPattern;
  if (form.liveLink.trim() && !safeHttpUrl(form.liveLink)) errors.liveLink = PROJECT_TEXT.linkInvalid;
  for (const field of Object.keys(PUBLISH_MAX_LENGTH) as (keyof PublishForm)[]) {
    if (!errors[field] && form[field].trim().length > PUBLISH_MAX_LENGTH[field])
      errors[field] = tooLongText(PUBLISH_MAX_LENGTH[field]);
  }
  return errors;
}

/** The body of v1/projects/create: the category as its tag (its label), the developer as its one contributor. */
export function buildProjectPayload(form: PublishForm, contributor: string): ProjectPayload {
  const liveLink = form.liveLink.trim();
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    repoLink: form.repoLink.trim(),
    ...(liveLink ? { liveLink } : {}),
    techStack: commaList(form.technologies),
    tags: [categoryLabel(form.category) ?? form.category],
    contributors: [contributor],
  };
}

/** Where the backend's validation paths show in the form; a problem with no field (contributors) stays in the banner. */
export const PROBLEM_FIELDS: Readonly<Record<string, keyof PublishForm>> = {
  title: 'title',
  description: 'description',
  repoLink: 'repoLink',
  liveLink: 'liveLink',
  techStack: 'technologies',
  tags: 'category',
};

export const CATEGORY_OPTIONS = CATEGORIES;
