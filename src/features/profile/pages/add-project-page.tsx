import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/ui/notify';
import { STORAGE_WRITE_FAILED_MESSAGE } from '@/lib/storage/storage';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { ON_SUBMIT, clearErrorOnEdit, rulesResolver, submitValid } from '@/components/ui/form-rules';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { useSession } from '@/lib/session/use-session';
import { PageHeader } from '../components/page-header';
import { ProjectCard } from '../components/project-card';
import {
  PROJECT_MAX_LENGTH,
  PROJECT_TEXT,
  parseTechnologies,
  validateProject,
  type ProjectForm,
} from '../form-rules';
import {
  addSavedProject,
  readSavedProjects,
  removeSavedProject,
  userStorageKey,
  type SavedProject,
} from '../saved-projects';

const EMPTY: ProjectForm = { title: '', description: '', link: '', technologies: '' };
const fieldId = (f: keyof ProjectForm) => `project-${f}`;

/** /profile/edit: the add-project form. Projects are kept in this browser per user and join the dashboard's Projects. */
export default function AddProjectPage() {
  useDocumentTitle('Add a project');
  const navigate = useNavigate();
  const session = useSession();
  const key = session ? userStorageKey(session.user) : '';
  const form = useForm<ProjectForm>({
    ...ON_SUBMIT,
    defaultValues: EMPTY,
    resolver: rulesResolver(validateProject),
  });
  const { register, handleSubmit, control, formState } = form;
  const [title, description] = useWatch({ control, name: ['title', 'description'] });
  const { errors } = formState;
  const [projects, setProjects] = useState<SavedProject[]>(() => (key ? readSavedProjects(key) : []));
  // Where a write failed (storage full or blocked): the form or the list; the message shows there.
  const [saveFailed, setSaveFailed] = useState<'add' | 'remove' | null>(null);
  const once = useSubmitOnce();

  const add = (values: ProjectForm) => {
    if (!key) return;
    const kept = addSavedProject(key, {
      title: values.title.trim(),
      description: values.description.trim(),
      link: values.link.trim(),
      technologies: parseTechnologies(values.technologies),
    });
    if (!kept) {
      setSaveFailed('add');
      return;
    }
    notify.success(PROJECT_TEXT.added);
    void navigate('/profile#projects');
    return 'leaving' as const;
  };
  const submit = () => {
    setSaveFailed(null);
    return submitValid(handleSubmit, add);
  };

  return (
    <div>
      <PageHeader title="Add a project">
        Show what you have built. Projects are saved in this browser and appear on your profile.
      </PageHeader>
      <form
        noValidate
        onSubmit={(e) => once.submit(e, submit)}
        onClickCapture={once.skipRepeatedClick}
        onChange={clearErrorOnEdit(form)}
        aria-label="Add a project"
        className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
      >
        <TextField
          id={fieldId('title')}
          label="Title"
          required
          maxLength={PROJECT_MAX_LENGTH.title}
          countText={title}
          {...register('title')}
          error={errors.title?.message}
        />
        <TextAreaField
          id={fieldId('description')}
          label="Description"
          required
          rows={4}
          maxLength={PROJECT_MAX_LENGTH.description}
          countText={description}
          {...register('description')}
          error={errors.description?.message}
          hint="What it does and what you did. The profile shows the first 100 characters."
        />
        <TextField
          id={fieldId('link')}
          label="Link"
          type="url"
          inputMode="url"
          placeholder="https://github.com/you/project"
          maxLength={PROJECT_MAX_LENGTH.link}
          {...register('link')}
          error={errors.link?.message}
          hint="Optional: the repository or the live site."
        />
        <TextField
          id={fieldId('technologies')}
          label="Technologies"
          required
          placeholder="React, Node.js, MongoDB"
          maxLength={PROJECT_MAX_LENGTH.technologies}
          {...register('technologies')}
          error={errors.technologies?.message}
          hint="Separate them with commas."
        />
        {saveFailed === 'add' && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {STORAGE_WRITE_FAILED_MESSAGE}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit">Add project</Button>
          <ButtonLink to="/profile" variant="outline2">
            Cancel
          </ButtonLink>
        </div>
      </form>

      {projects.length > 0 && (
        <section aria-labelledby="your-projects" className="mt-8">
          <h2 id="your-projects" className="text-lg font-bold text-slate-900 dark:text-white">
            Your projects
          </h2>
          {saveFailed === 'remove' && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
              {STORAGE_WRITE_FAILED_MESSAGE}
            </p>
          )}
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {projects.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p}>
                  <Button
                    size="xs"
                    variant="outline2"
                    aria-label={`Remove ${p.title}`}
                    onClick={(e) =>
                      once.press(e, () => {
                        const next = removeSavedProject(key, p.id);
                        setSaveFailed(next ? null : 'remove');
                        if (next) setProjects(next);
                      })
                    }
                  >
                    Remove
                  </Button>
                </ProjectCard>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
