import { useId, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FieldShell } from '@/components/ui/field';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { readSession, storeCurrentUser, type CurrentUser } from '@/lib/session/session';
import { notify } from '@/lib/ui/notify';
import { uploadPicture } from '../api/profile-writes';
import { PICTURE_TEXT, pictureProblem } from '../picture-rules';
import type { ServerRole } from '../server-profile';
import { WRITE_FAILURE_TEXT } from '../write-failures';
import { SectionCard } from './section-card';

/**
 * Uploads a picture to the role's route, checked first (JPEG or PNG, 2 MB at most). The new one shows in the
 * sidebar and the header as soon as the server answers with its address; a refusal leaves the old one in place.
 */
export function PictureSection({
  role,
  user,
  onUploaded,
}: {
  role: ServerRole;
  user: CurrentUser;
  onUploaded: (url: string) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const once = useSubmitOnce();

  const send = async () => {
    setFailure(null);
    const file = input.current?.files?.[0] ?? null;
    const problem = pictureProblem(file);
    setError(problem);
    if (problem || !file) {
      input.current?.focus();
      return;
    }
    let url: string;
    try {
      url = await uploadPicture(role, file);
    } catch {
      setFailure(WRITE_FAILURE_TEXT.picture);
      return;
    }
    const now = readSession()?.user ?? user;
    storeCurrentUser({ ...now, picture: url });
    onUploaded(url);
    if (input.current) input.current.value = '';
    notify.success(PICTURE_TEXT.uploaded);
  };

  return (
    <SectionCard id="profile-picture" title="Profile picture">
      <form
        noValidate
        aria-labelledby="profile-picture-title"
        onSubmit={(e) => once.submit(e, send)}
        onClickCapture={once.skipRepeatedClick}
        onChange={() => setError(null)}
        className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <Avatar src={user.picture} name={user.name || user.username} size={72} />
        <FieldShell
          id={inputId}
          label="Choose a picture"
          error={error}
          hint={PICTURE_TEXT.hint}
          className="min-w-0 flex-1"
        >
          <input
            ref={input}
            id={inputId}
            type="file"
            name="profilePicture"
            accept="image/jpeg,image/png"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-brand-200"
          />
        </FieldShell>
        <Button type="submit" variant="outline">
          Upload picture
        </Button>
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:basis-full dark:text-red-400">
            {failure}
          </p>
        )}
      </form>
    </SectionCard>
  );
}
