import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/field';
import { STAFF_EMAIL_MAX_LENGTH, STAFF_NAME_MAX_LENGTH, type StaffErrors } from '../staff-rules';

interface StaffFieldsProps {
  idPrefix: string;
  /** Each field's register() from the form that holds them. */
  fields: Record<'name' | 'email' | 'role', UseFormRegisterReturn>;
  errors: StaffErrors;
  /** The name as typed, for its count. */
  name: string;
}

/** Name, email and role: the same fields and rules for creating and editing a staff user. */
export function StaffFields({ idPrefix, fields, errors, name }: StaffFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        required
        autoComplete="off"
        maxLength={STAFF_NAME_MAX_LENGTH}
        countText={name}
        {...fields.name}
        error={errors.name}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        required
        autoComplete="off"
        inputMode="email"
        maxLength={STAFF_EMAIL_MAX_LENGTH}
        {...fields.email}
        error={errors.email}
      />
      <SelectField id={`${idPrefix}-role`} label="Role" required {...fields.role} error={errors.role}>
        <option value="teacher">Teacher</option>
        <option value="admin">Admin</option>
      </SelectField>
    </>
  );
}
