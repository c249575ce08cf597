import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { ON_SUBMIT, clearErrorOnEdit, rulesResolver, submitValid } from '@/components/ui/form-rules';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { profileData } from '@/entities/user/my-profile';
import { readText } from '@/lib/http/read-fields';
import { ROLE_LABEL } from '@/lib/session/roles';
import { readSession, storeCurrentUser, type CurrentUser } from '@/lib/session/session';
import { notify } from '@/lib/ui/notify';
import {
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  URL_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@/lib/validation/text-limits';
import { updateProfile } from '../api/profile-writes';
import { PROFILE_TEXT } from '../form-rules';
import {
  ROLE_FIELDS,
  sendsIdentity,
  updateBody,
  validateServerProfile,
  valuesFromDocument,
  type FieldSpec,
  type ServerProfileValues,
  type ServerRole,
} from '../server-profile';
import { profileSaveFailure } from '../write-failures';

export const SERVER_FORM_TEXT = {
  readOnly:
    'Set when the account was made. The server does not check a change to it, so it cannot be changed here.',
  pictureHint:
    'Optional: a link is shown in this browser only. Upload a picture below to keep it on your account. Without either, your initials are shown.',
  notKept:
    'Saved on the server, but this browser could not keep the new details (its storage is full or blocked): the header and sidebar show the old ones until you sign in again.',
} as const;

const fieldId = (f: keyof ServerProfileValues) => `profile-${f}`;

export function useServerProfileForm(role: ServerRole, doc: Record<string, unknown>, user: CurrentUser) {
  return useForm<ServerProfileValues>({
    ...ON_SUBMIT,
    defaultValues: valuesFromDocument(role, doc, user),
    resolver: rulesResolver(validateServerProfile(role)),
  });
}

function RoleField({ spec, form }: { spec: FieldSpec; form: UseFormReturn<ServerProfileValues> }) {
  const { register, formState, control } = form;
  const text = useWatch({ control, name: spec.name });
  const common = {
    id: fieldId(spec.name),
    label: spec.label,
    required: spec.required,
    maxLength: spec.max,
    hint: spec.hint,
    error: formState.errors[spec.name]?.message,
    ...register(spec.name),
  };
  if (spec.kind === 'textarea')
    return <TextAreaField {...common} rows={5} countText={text} wrapperClassName="sm:col-span-2" />;
  return (
    <TextField
      {...common}
      type={spec.kind === 'url' ? 'url' : spec.kind === 'tel' ? 'tel' : 'text'}
      inputMode={spec.kind === 'url' ? 'url' : spec.kind === 'tel' ? 'numeric' : undefined}
      autoComplete={spec.autoComplete}
      placeholder={spec.kind === 'url' ? 'https://…' : undefined}
    />
  );
}

/**
 * A profile the backend keeps: the role's own fields, sent to its own route as a whitelist (server-profile.ts).
 * 'Profile updated successfully!' only after the server's 2xx; the form and the session then show what it
 * returned. A refusal keeps what was typed.
 */
export function ServerProfileForm({
  role,
  user,
  form,
  onSaved,
}: {
  role: ServerRole;
  user: CurrentUser;
  form: UseFormReturn<ServerProfileValues>;
  onSaved: (doc: Record<string, unknown>) => void;
}) {
  const { register, handleSubmit, control, formState, setError, reset } = form;
  const name = useWatch({ control, name: 'name' });
  const { errors } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [notKept, setNotKept] = useState(false);
  const once = useSubmitOnce();
  const identityEditable = sendsIdentity(role);

  const save = async (values: ServerProfileValues) => {
    let doc: Record<string, unknown>;
    try {
      doc = await updateProfile(role, updateBody(role, values));
    } catch (error) {
      const found = profileSaveFailure(error);
      if ('field' in found) setError(found.field, { message: found.text }, { shouldFocus: true });
      else setFailure(found.text);
      return;
    }
    // The link is this browser's choice (the update takes none); everything else is what the server stored.
    const picture = values.picture.trim();
    const now = readSession()?.user ?? user;
    const saved = profileData(doc);
    reset(valuesFromDocument(role, doc, { ...now, picture }));
    onSaved(doc);
    const kept = storeCurrentUser({
      ...now,
      name: saved.name || now.name,
      email: saved.email || now.email,
      username: saved.username || now.username,
      bio: ROLE_FIELDS[role].some((f) => f.name === 'bio') ? saved.bio : now.bio,
      position: role === 'recruiter' ? saved.position : now.position,
      phone: role === 'student' ? readText(doc.phoneNumber) || now.phone : now.phone,
      picture,
    });
    setNotKept(!kept);
    notify.success(PROFILE_TEXT.updated);
  };
  const submit = () => {
    setFailure(null);
    setNotKept(false);
    return submitValid(handleSubmit, save);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => once.submit(e, submit)}
      onClickCapture={once.skipRepeatedClick}
      onChange={clearErrorOnEdit(form)}
      aria-label="Edit profile"
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
    >
      <TextField
        id={fieldId('name')}
        label="Name"
        required
        autoComplete="name"
        maxLength={PERSON_NAME_MAX_LENGTH}
        countText={name}
        {...register('name')}
        error={errors.name?.message}
      />
      <TextField
        id="profile-role"
        label="Role"
        value={ROLE_LABEL[role]}
        readOnly
        hint="Your role is set by CodersHub and cannot be changed here."
      />
      <TextField
        id={fieldId('email')}
        label="Email"
        required={identityEditable}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        readOnly={!identityEditable}
        hint={identityEditable ? undefined : SERVER_FORM_TEXT.readOnly}
        {...register('email')}
        error={errors.email?.message}
      />
      <TextField
        id={fieldId('username')}
        label="Username"
        required={identityEditable}
        autoComplete="username"
        maxLength={USERNAME_MAX_LENGTH}
        readOnly={!identityEditable}
        hint={identityEditable ? undefined : SERVER_FORM_TEXT.readOnly}
        {...register('username')}
        error={errors.username?.message}
      />
      {ROLE_FIELDS[role].map((spec) => (
        <RoleField key={spec.name} spec={spec} form={form} />
      ))}
      <TextField
        id={fieldId('picture')}
        label="Profile picture link"
        type="url"
        inputMode="url"
        placeholder="https://…/me.jpg"
        maxLength={URL_MAX_LENGTH}
        {...register('picture')}
        error={errors.picture?.message}
        hint={SERVER_FORM_TEXT.pictureHint}
        wrapperClassName="sm:col-span-2"
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-400">
          {failure}
        </p>
      )}
      {notKept && (
        <p role="alert" className="text-sm font-medium text-amber-800 sm:col-span-2 dark:text-amber-300">
          {SERVER_FORM_TEXT.notKept}
        </p>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit">Save changes</Button>
        <ButtonLink to="/profile" variant="outline2">
          Back to profile
        </ButtonLink>
      </div>
    </form>
  );
}
