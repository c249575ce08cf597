import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { notify } from '@/lib/ui/notify';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { ON_SUBMIT, clearErrorOnEdit, rulesResolver, submitValid } from '@/components/ui/form-rules';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { normaliseEmail } from '@/lib/validation/email';
import { ROLE_LABEL } from '@/lib/session/roles';
import { storeCurrentUser, type CurrentUser } from '@/lib/session/session';
import { STORAGE_WRITE_FAILED_MESSAGE } from '@/lib/storage/storage';
import { PROFILE_MAX_LENGTH, PROFILE_TEXT, validateProfile, type ProfileForm } from '../form-rules';

const fieldId = (f: keyof ProfileForm) => `profile-${f}`;

/** The superadmin's profile: no route keeps it, so it is stored in this browser's session, as the spec's client does. */
export function LocalProfileForm({ user }: { user: CurrentUser }) {
  const form = useForm<ProfileForm>({
    ...ON_SUBMIT,
    defaultValues: {
      name: user.name,
      email: user.email,
      username: user.username,
      picture: user.picture,
      bio: user.bio,
    },
    resolver: rulesResolver(validateProfile),
  });
  const { register, handleSubmit, control, formState } = form;
  const [name, bio] = useWatch({ control, name: ['name', 'bio'] });
  const { errors } = formState;
  const [saveFailed, setSaveFailed] = useState(false);
  const once = useSubmitOnce();

  const save = (values: ProfileForm) => {
    const kept = storeCurrentUser({
      ...user,
      name: values.name.trim(),
      email: normaliseEmail(values.email),
      username: values.username.trim(),
      picture: values.picture.trim(),
      bio: values.bio.trim(),
    });
    // Storage full or blocked: nothing was kept, so say so here and leave the form as typed.
    if (!kept) {
      setSaveFailed(true);
      return;
    }
    notify.success(PROFILE_TEXT.updated);
  };
  const submit = () => {
    setSaveFailed(false);
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
        maxLength={PROFILE_MAX_LENGTH.name}
        countText={name}
        {...register('name')}
        error={errors.name?.message}
      />
      <TextField
        id={fieldId('email')}
        label="Email"
        required
        type="email"
        autoComplete="email"
        maxLength={PROFILE_MAX_LENGTH.email}
        {...register('email')}
        error={errors.email?.message}
      />
      <TextField
        id={fieldId('username')}
        label="Username"
        required
        autoComplete="username"
        maxLength={PROFILE_MAX_LENGTH.username}
        {...register('username')}
        error={errors.username?.message}
      />
      <TextField
        id="profile-role"
        label="Role"
        value={ROLE_LABEL[user.role]}
        readOnly
        hint="Your role is set by CodersHub and cannot be changed here."
      />
      <TextField
        id={fieldId('picture')}
        label="Profile picture link"
        type="url"
        inputMode="url"
        placeholder="https://…/me.jpg"
        maxLength={PROFILE_MAX_LENGTH.picture}
        {...register('picture')}
        error={errors.picture?.message}
        hint="Optional. Without one, your initials are shown."
        wrapperClassName="sm:col-span-2"
      />
      <TextAreaField
        id={fieldId('bio')}
        label="Bio"
        rows={5}
        maxLength={PROFILE_MAX_LENGTH.bio}
        countText={bio}
        {...register('bio')}
        error={errors.bio?.message}
        wrapperClassName="sm:col-span-2"
      />
      {saveFailed && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-400">
          {STORAGE_WRITE_FAILED_MESSAGE}
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
