import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ON_SUBMIT, clearErrorOnEdit, rulesResolver, submitValid } from '@/components/ui/form-rules';
import { PasswordField } from '@/components/ui/password-field';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { ROLE_LABEL } from '@/lib/session/roles';
import { notify } from '@/lib/ui/notify';
import { PROFILE_WRITES, changePassword } from '../api/profile-writes';
import {
  PASSWORD_TEXT,
  noPasswordRouteText,
  validatePasswordChange,
  type PasswordChangeForm,
} from '../password-rules';
import type { ServerRole } from '../server-profile';
import { passwordChangeFailure } from '../write-failures';
import { SectionCard } from './section-card';

/**
 * Change password, where the role has a route (students, developers, recruiters). The session goes on after it:
 * the backend's tokens stay valid. For teachers and admins the section says there is no way yet, so nobody looks
 * for a form that cannot exist.
 */
export function PasswordSection({ role }: { role: ServerRole }) {
  const route = PROFILE_WRITES[role].password;
  return (
    <SectionCard id="change-password" title="Change password">
      {route ? (
        <PasswordForm route={route} />
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{noPasswordRouteText(ROLE_LABEL[role])}</p>
      )}
    </SectionCard>
  );
}

function PasswordForm({ route }: { route: NonNullable<(typeof PROFILE_WRITES)[ServerRole]['password']> }) {
  const form = useForm<PasswordChangeForm>({
    ...ON_SUBMIT,
    defaultValues: { current: '', next: '', confirm: '' },
    resolver: rulesResolver(validatePasswordChange),
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const { errors } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const once = useSubmitOnce();

  const save = async (values: PasswordChangeForm) => {
    try {
      await changePassword(route, { currentPassword: values.current, newPassword: values.next });
    } catch (error) {
      const found = passwordChangeFailure(error);
      if ('field' in found) setError('current', { message: found.text }, { shouldFocus: true });
      else setFailure(found.text);
      return;
    }
    reset();
    notify.success(PASSWORD_TEXT.changed);
  };

  return (
    <form
      noValidate
      aria-label="Change password"
      onSubmit={(e) => once.submit(e, () => (setFailure(null), submitValid(handleSubmit, save)))}
      onClickCapture={once.skipRepeatedClick}
      onChange={clearErrorOnEdit(form)}
      className="grid gap-4 sm:grid-cols-3"
    >
      <PasswordField
        id="password-current"
        label="Current password"
        required
        autoComplete="current-password"
        {...register('current')}
        error={errors.current?.message}
      />
      <PasswordField
        id="password-next"
        label="New password"
        required
        autoComplete="new-password"
        hint="At least 8 characters."
        {...register('next')}
        error={errors.next?.message}
      />
      <PasswordField
        id="password-confirm"
        label="Confirm new password"
        required
        autoComplete="new-password"
        {...register('confirm')}
        error={errors.confirm?.message}
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3 dark:text-red-400">
          {failure}
        </p>
      )}
      <div className="sm:col-span-3">
        <Button type="submit">Change password</Button>
      </div>
    </form>
  );
}
