import { zodResolver } from '@hookform/resolvers/zod';
import { INVITATION_DAYS, ZCreateInvitationRequest, type TCreateInvitationRequest } from '@venue/shared/accounts/invitation.schema';
import { InviteDialog, type TInviteFormSlot } from '@/components/staff/invite-dialog';
import { InviteForm } from '@/components/staff/invite-form';
import { useInviteClient } from '@/features/staff-clients/api/staff-clients.queries';

const EMPTY: TCreateInvitationRequest = { first_name: '', last_name: '', email: '' };
const FIELDS = ['first_name', 'last_name', 'email'] as const;
const resolver = zodResolver(ZCreateInvitationRequest);

/** Holds the mutation hook so that it mounts with the form, each time the dialog shows the form. */
function InviteClientForm(slot: TInviteFormSlot) {
  const invite = useInviteClient();
  return <InviteForm {...slot} label="Invite client" resolver={resolver} defaultValues={EMPTY} fields={FIELDS} invite={invite} />;
}

const LINK_NOTE = `The invitation was e-mailed. You can also pass this link on yourself; it works once and expires in ${INVITATION_DAYS} days.`;

/** Invite a client: the existing invitation flow, the e-mail and a link staff can copy. */
export function InviteClientDialog(props: { open: boolean; onClose: () => void }) {
  return <InviteDialog {...props} title="Invite Client" linkNote={LINK_NOTE} form={(slot) => <InviteClientForm {...slot} />} />;
}
