import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ZStaffInvitationRequest, type TStaffInvitationRequest } from '@venue/shared/staff/admin.schema';
import { Controller, useFormContext } from 'react-hook-form';
import { InviteDialog, type TInviteFormSlot } from '@/components/staff/invite-dialog';
import { InviteForm } from '@/components/staff/invite-form';
import { useInviteStaff } from '@/features/staff-admin/api/staff-admin.queries';

const EMPTY: TStaffInvitationRequest = { first_name: '', last_name: '', email: '', role: 'staff' };
const FIELDS = ['first_name', 'last_name', 'email', 'role'] as const;
const resolver = zodResolver(ZStaffInvitationRequest);

function RoleField() {
  const { control, formState } = useFormContext<TStaffInvitationRequest>();
  const { errors } = formState;
  return (
    <Controller
      control={control}
      name="role"
      render={({ field }) => (
        <TextField
          select
          label="Role"
          {...field}
          error={!!errors.role}
          helperText={errors.role?.message ?? 'Admins also manage the team and read the audit log.'}
        >
          <MenuItem value="staff">Staff</MenuItem>
          <MenuItem value="admin">Admin</MenuItem>
        </TextField>
      )}
    />
  );
}

/** Holds the mutation hook so that it mounts with the form, each time the dialog shows the form. */
function InviteStaffForm(slot: TInviteFormSlot) {
  const invite = useInviteStaff();
  return (
    <InviteForm {...slot} label="Invite team member" resolver={resolver} defaultValues={EMPTY} fields={FIELDS} invite={invite}>
      <RoleField />
    </InviteForm>
  );
}

const LINK_NOTE = 'The invitation was e-mailed. You can also pass this link on yourself; it works once.';

/** Invites a staff member or an admin; the link is shown so the admin can also pass it on. */
export function InviteStaffDialog(props: { open: boolean; onClose: () => void }) {
  return <InviteDialog {...props} title="Invite Team Member" linkNote={LINK_NOTE} form={(slot) => <InviteStaffForm {...slot} />} />;
}
