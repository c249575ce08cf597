import { SelectField, TextField } from '@/components/ui/field';
import {
  STAFF_EMAIL_MAX_LENGTH,
  STAFF_NAME_MAX_LENGTH,
  type StaffDraft,
  type StaffErrors,
} from '../staff-rules';

interface StaffFieldsProps {
  idPrefix: string;
  draft: StaffDraft;
  errors: StaffErrors;
  onChange: (field: keyof StaffDraft, value: string) => void;
}

/** Name, email and role: the same fields and rules for creating and editing a staff user. */
export function StaffFields({ idPrefix, draft, errors, onChange }: StaffFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        required
        autoComplete="off"
        maxLength={STAFF_NAME_MAX_LENGTH}
        showCount
        value={draft.name}
        error={errors.name}
        onChange={(e) => onChange('name', e.target.value)}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        required
        autoComplete="off"
        inputMode="email"
        maxLength={STAFF_EMAIL_MAX_LENGTH}
        value={draft.email}
        error={errors.email}
        onChange={(e) => onChange('email', e.target.value)}
      />
      <SelectField
        id={`${idPrefix}-role`}
        label="Role"
        required
        value={draft.role}
        error={errors.role}
        onChange={(e) => onChange('role', e.target.value)}
      >
        <option value="teacher">Teacher</option>
        <option value="admin">Admin</option>
      </SelectField>
    </>
  );
}

/** Moves focus to the first field the user has to fix. */
export function focusFirstError(idPrefix: string, errors: StaffErrors): void {
  const first = (['name', 'email', 'role', 'phoneNumber', 'username', 'password'] as const).find(
    (f) => errors[f],
  );
  if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
}
