import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/ui/notify';
import { Button, ButtonLink } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { ON_SUBMIT, clearErrorOnEdit, rulesResolver, submitValid } from '@/components/ui/form-rules';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { useSession } from '@/lib/session/use-session';
import { PROJECTS_QUERY_KEY } from '@/entities/project/projects';
import { rememberCreatedProject } from '@/entities/project/created-projects';
import { createProject, type ProjectPayload } from '@/entities/project/project-writes';
import { PageHeader } from '../components/page-header';
import { NOT_KEPT_AS_YOURS, describeFailure, type Problem } from '../project-failure';
import { YourProjects } from '../components/your-projects';
import {
  CATEGORY_OPTIONS,
  PROJECT_TEXT,
  EMPTY_PUBLISH_FORM,
  PUBLISH_MAX_LENGTH,
  REPO_LINK_PATTERN,
  buildProjectPayload,
  canPublishProjects,
  validatePublish,
  type PublishForm,
} from '../project-rules';
import { removeSavedProject, userStorageKey, type SavedProject } from '../saved-projects';

const fieldId = (f: keyof PublishForm) => `project-${f}`;
const FIELD_ORDER: (keyof PublishForm)[] = [
  'title',
  'description',
  'category',
  'technologies',
  'repoLink',
  'liveLink',
];

function PublishProjectForm({ person, contributor }: { person: string; contributor: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<PublishForm>({
    ...ON_SUBMIT,
    defaultValues: EMPTY_PUBLISH_FORM,
    resolver: rulesResolver(validatePublish),
  });
  const { register, handleSubmit, control, formState, reset, setError, setFocus } = form;
  const [title, description] = useWatch({ control, name: ['title', 'description'] });
  const { errors } = formState;
  const [problem, setProblem] = useState<Problem | null>(null);
  // The local project being published from this form: its copy in this browser goes once the server has it.
  const [publishing, setPublishing] = useState<SavedProject | null>(null);
  const once = useSubmitOnce();
  const create = useMutation({
    mutationFn: (payload: ProjectPayload) => createProject(payload),
    onSettled: () => client.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });

  const publish = async (values: PublishForm) => {
    setProblem(null);
    try {
      const { id } = await create.mutateAsync(buildProjectPayload(values, contributor));
      // Published either way; only the offer to remove it later depends on this browser keeping its id.
      if (!id || !rememberCreatedProject(person, id)) notify.error(NOT_KEPT_AS_YOURS);
      if (publishing) removeSavedProject(person, publishing.id);
    } catch (error) {
      const { problem: told, fields } = describeFailure(error);
      for (const [field, message] of fields) setError(field, { message });
      setProblem(told);
      const first = FIELD_ORDER.find((f) => fields.some(([field]) => field === f));
      if (first) setFocus(first);
      return;
    }
    notify.success(PROJECT_TEXT.added);
    void navigate('/profile#projects');
    return 'leaving' as const;
  };

  const startPublishing = (project: SavedProject) => {
    setPublishing(project);
    setProblem(null);
    const link = project.link.trim();
    reset({
      ...EMPTY_PUBLISH_FORM,
      title: project.title,
      description: project.description,
      technologies: project.technologies.join(', '),
      repoLink: REPO_LINK_PATTERN.test(link) ? link : '',
    });
    setFocus('description');
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => once.submit(e, () => submitValid(handleSubmit, publish))}
        onClickCapture={once.skipRepeatedClick}
        onChange={clearErrorOnEdit(form)}
        aria-label="Add a project"
        className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
      >
        {publishing && (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 wrap-anywhere dark:bg-slate-800 dark:text-brand-100">
            Publishing “{publishing.title}” from this browser: complete what the server needs, and its copy
            here goes once it is published.
          </p>
        )}
        <TextField
          id={fieldId('title')}
          label="Title"
          required
          maxLength={PUBLISH_MAX_LENGTH.title}
          countText={title}
          {...register('title')}
          error={errors.title?.message}
        />
        <TextAreaField
          id={fieldId('description')}
          label="Description"
          required
          rows={4}
          maxLength={PUBLISH_MAX_LENGTH.description}
          countText={description}
          {...register('description')}
          error={errors.description?.message}
          hint="At least 50 characters: what it does and what you did. Cards show the first 100."
        />
        <SelectField
          id={fieldId('category')}
          label="Category"
          required
          {...register('category')}
          error={errors.category?.message}
          hint="Where it is listed on Projects."
        >
          <option value="">Choose a category</option>
          {CATEGORY_OPTIONS.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <TextField
          id={fieldId('technologies')}
          label="Technologies"
          required
          placeholder="React, Node.js, MongoDB"
          maxLength={PUBLISH_MAX_LENGTH.technologies}
          {...register('technologies')}
          error={errors.technologies?.message}
          hint="Separate them with commas."
        />
        <TextField
          id={fieldId('repoLink')}
          label="Repository link"
          required
          type="url"
          inputMode="url"
          placeholder="https://github.com/you/project"
          maxLength={PUBLISH_MAX_LENGTH.repoLink}
          {...register('repoLink')}
          error={errors.repoLink?.message}
        />
        <TextField
          id={fieldId('liveLink')}
          label="Live link"
          type="url"
          inputMode="url"
          placeholder="https://project.example.com"
          maxLength={PUBLISH_MAX_LENGTH.liveLink}
          {...register('liveLink')}
          error={errors.liveLink?.message}
          hint="Optional: where the project runs."
        />
        <p className="text-sm text-slate-700 wrap-anywhere dark:text-slate-300">
          Published with you as its contributor: <strong className="font-semibold">{contributor}</strong>.
        </p>
        {problem && (
          <div
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 wrap-anywhere dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
          >
            <p className="font-semibold">{problem.message}</p>
            {problem.unclear && (
              <p className="mt-1">
                It may have been saved all the same. Before adding it again,{' '}
                <Link to="/projects/all" target="_blank" rel="noopener noreferrer" className="underline">
                  look for it on Projects (opens in a new tab)
                </Link>
                : what you typed here is kept.
              </p>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add project'}
          </Button>
          <ButtonLink to="/profile" variant="outline2">
            Cancel
          </ButtonLink>
        </div>
      </form>
      <YourProjects person={person} onPublish={startPublishing} />
    </>
  );
}

/**
 * /profile/edit: the add-project form. A project goes to the server (v1/projects/create) and shows on /projects for
 * everyone; the server takes it from developers and admins only, so other roles are told so instead of a form that
 * would fail. Projects kept in this browser from before stay listed, and can be published from here.
 */
export default function AddProjectPage() {
  useDocumentTitle('Add a project');
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  const person = userStorageKey(user);
  const allowed = canPublishProjects(user.role);
  return (
    <div>
      <PageHeader title="Add a project">
        {allowed
          ? 'Show what you have built. It is published on Projects for everyone to see, and appears on your profile.'
          : 'Projects are published on CodersHub by developers.'}
      </PageHeader>
      {allowed ? (
        <PublishProjectForm person={person} contributor={user.name || user.username || user.email} />
      ) : (
        <>
          <p className="rounded-2xl bg-white p-5 text-slate-800 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-800">
            Only developers can add projects: the server takes new projects from developer accounts only.
            Browse what the community has built on{' '}
            <Link to="/projects/all" className="font-semibold text-brand-700 underline dark:text-brand-300">
              Projects
            </Link>
            .
          </p>
          <YourProjects person={person} />
        </>
      )}
    </div>
  );
}
