import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { InvitationLink } from '@/components/staff/invitation-link';

export interface TInviteFormSlot {
  onInvited: (url: string) => void;
  onCancel: () => void;
}

/**
 * Inviting someone (a client, a team member): the form, then the link once it is sent. The form is a render prop so
 * that it, and the mutation hook inside it, mount afresh each time the dialog asks for it, as each feature's own did.
 */
export function InviteDialog({
  open,
  onClose,
  title,
  linkNote,
  form,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  linkNote: string;
  form: (slot: TInviteFormSlot) => ReactNode;
}) {
  const titleId = useId();
  const [url, setUrl] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth slotProps={{ transition: { onExited: () => setUrl(null) } }}>
      <DialogTitle id={titleId}>{url ? 'Invitation Sent' : title}</DialogTitle>
      {url ? (
        <>
          <DialogContent>
            <InvitationLink url={url} note={linkNote} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} variant="contained">
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        form({ onInvited: setUrl, onCancel: onClose })
      )}
    </Dialog>
  );
}
