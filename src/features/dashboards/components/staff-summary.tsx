import { ButtonLink } from '@/components/ui/button';
import { staffStorageKeyFor, useSavedStaff } from '@/entities/staff/staff-store';
import { DashboardSection } from './dashboard-section';
import { StatTile } from './stat-tile';

/** The staff list this superadmin keeps in this browser (local only, as the spec says), counted. */
export function StaffSummary({ owner }: { owner: { id: string; email: string } | undefined }) {
  const [staff] = useSavedStaff(staffStorageKeyFor(owner));
  const teachers = staff.filter((s) => s.role === 'teacher').length;
  const inactive = staff.filter((s) => !s.active).length;
  return (
    <DashboardSection
      id="staff"
      title="Staff"
      description="Teachers and admins you manage. Saved in this browser only, not yet sent to the server."
      actions={
        <ButtonLink to="/superAdmin" size="sm">
          Manage staff
        </ButtonLink>
      }
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile label="Staff users" value={String(staff.length)} />
        <StatTile label="Teachers" value={String(teachers)} tone="slate" />
        <StatTile label="Admins" value={String(staff.length - teachers)} tone="slate" />
        <StatTile label="Inactive" value={String(inactive)} tone={inactive > 0 ? 'orange' : 'slate'} />
      </dl>
    </DashboardSection>
  );
}
