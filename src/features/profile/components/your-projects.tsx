import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { toErrorMessage } from '@/lib/http/errors';
import { notify } from '@/lib/ui/notify';
import { STORAGE_WRITE_FAILED_MESSAGE } from '@/lib/storage/storage';
import {
  PROJECTS_QUERY_KEY,
  projectsQuery,
  type ProjectCard as ServerProject,
} from '@/entities/project/projects';
import { forgetCreatedProject, useCreatedProjectIds } from '@/entities/project/created-projects';
import { deleteProject } from '@/entities/project/project-writes';
import { readSavedProjects, removeSavedProject, type SavedProject } from '../saved-projects';
import { ProjectCard } from './project-card';

/** A server project in the dashboard card's shape: its repository (else its live site) as the link. */
export function asEntry(p: ServerProject) {
  return {
    id: p.id,
    title: p.title || 'Untitled',
    description: p.description,
    link: p.repoLink ?? p.liveLink ?? '',
    technologies: p.techStack,
  };
}

/** The projects on the server that this account created (the ids kept in this browser), in the server's order. */
export function useOwnServerProjects(person: string) {
  const ids = useCreatedProjectIds(person);
  const query = useQuery({ ...projectsQuery, enabled: ids.length > 0 });
  const own = new Set(ids);
  return { projects: (query.data ?? []).filter((p) => own.has(p.id)), query, ids };
}

function RemoveProjectDialog({
  person,
  project,
  onClose,
}: {
  person: string;
  project: ServerProject | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => deleteProject(id),
    onSettled: () => client.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
  return (
    <ConfirmDialog
      open={project !== null}
      title="Remove this project?"
      description={
        project && (
          <>
            <strong className="font-semibold text-slate-900 dark:text-white">
              {project.title || 'Untitled'}
            </strong>{' '}
            will be deleted from CodersHub: it leaves Projects for everyone. This cannot be undone.
          </>
        )
      }
      cancelLabel="Cancel"
      confirmLabel="Remove project"
      pendingLabel="Removing…"
      onConfirm={async () => {
        if (!project) return;
        const outcome = await remove.mutateAsync(project.id);
        forgetCreatedProject(person, project.id);
        notify.success(
          outcome === 'deleted' ? 'Project removed.' : 'This project was already gone from CodersHub.',
        );
      }}
      failureText={(error) => `The project was not removed: ${toErrorMessage(error)}`}
      onClose={onClose}
    />
  );
}

/**
 * The projects this account created on the server, each with Remove (never anyone else's: only ids this account
 * kept), and the ones kept in this browser only from before, with Publish (when the role may) and Remove.
 */
export function YourProjects({
  person,
  onPublish,
}: {
  person: string;
  onPublish?: (project: SavedProject) => void;
}) {
  const { projects: published } = useOwnServerProjects(person);
  const [local, setLocal] = useState<SavedProject[]>(() => readSavedProjects(person));
  const [removing, setRemoving] = useState<ServerProject | null>(null);
  const [localFailed, setLocalFailed] = useState(false);
  const once = useSubmitOnce();
  if (published.length === 0 && local.length === 0) return null;
  return (
    <section aria-labelledby="your-projects" className="mt-8 space-y-6">
      <h2 id="your-projects" className="text-lg font-bold text-slate-900 dark:text-white">
        Your projects
      </h2>
      {published.length > 0 && (
        <section aria-labelledby="your-projects-published">
          <h3 id="your-projects-published" className="font-semibold text-slate-900 dark:text-white">
            Published on Projects
          </h3>
          <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {published.map((p) => (
              <li key={p.id}>
                <ProjectCard project={asEntry(p)}>
                  <Button
                    size="xs"
                    variant="outline2"
                    aria-label={`Remove ${p.title || 'Untitled'}`}
                    onClick={() => setRemoving(p)}
                  >
                    Remove
                  </Button>
                </ProjectCard>
              </li>
            ))}
          </ul>
        </section>
      )}
      {local.length > 0 && (
        <section aria-labelledby="your-projects-local">
          <h3 id="your-projects-local" className="font-semibold text-slate-900 dark:text-white">
            Kept in this browser only
          </h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Added before projects were published on CodersHub: nobody else sees them.
            {onPublish && ' Publish one to list it on Projects; its copy here goes once it is published.'}
          </p>
          {localFailed && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
              {STORAGE_WRITE_FAILED_MESSAGE}
            </p>
          )}
          <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {local.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p}>
                  {onPublish && (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Publish ${p.title}`}
                      onClick={() => onPublish(p)}
                    >
                      Publish
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="outline2"
                    aria-label={`Remove ${p.title}`}
                    onClick={(e) =>
                      once.press(e, () => {
                        const next = removeSavedProject(person, p.id);
                        setLocalFailed(!next);
                        if (next) setLocal(next);
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
      <RemoveProjectDialog person={person} project={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}
