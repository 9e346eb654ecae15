import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_SMS_LENGTH, ZSendManualRequest, type TChannel } from '@venue/shared/communications/communication.schema';
import { useId, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { ClientPicker, type TClientOption } from '@/components/staff/client-picker';
import { clientSearch } from '@/features/communications/api/communications.queries';
import { useSendManual } from '@/features/communications/api/use-send-manual';

type TErrors = Partial<Record<'client_id' | 'subject' | 'body', string>>;

/** The venue writes to one client: an e-mail (subject and text) or an SMS, checked by the server's schema first. */
export function SendMessageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [client, setClient] = useState<TClientOption | null>(null);
  const [channel, setChannel] = useState<TChannel>('EMAIL');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const send = useSendManual();
  const toast = useToast();

  const reset = () => {
    setClient(null);
    setChannel('EMAIL');
    setSubject('');
    setBody('');
    setErrors({});
    send.reset();
  };
  const submit = () => {
    // Typed text is sent as paragraphs: the e-mail body is HTML the server sanitizes.
    const html =
      channel === 'EMAIL'
        ? body
            .split(/\n{2,}/)
            .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
            .join('')
        : body;
    const checked = ZSendManualRequest.safeParse({ client_id: client?.id, channel, subject, body: channel === 'EMAIL' && !body.trim() ? '' : html });
    if (!checked.success) {
      const next: TErrors = {};
      for (const issue of checked.error.issues) next[issue.path[0] as keyof TErrors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    send.mutate(checked.data, {
      onSuccess: () => {
        toast({ severity: 'success', message: 'Message Sent' });
        onClose();
      },
      onError: (e) => toast({ severity: 'error', title: 'Send Failed', message: e.message }),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={() => !send.isPending && onClose()}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id={titleId}>Send Message</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {send.isError && <Alert severity="error">{send.error.message}</Alert>}
          <ClientPicker search={clientSearch} value={client} onChange={setClient} error={errors.client_id} disabled={send.isPending} />
          <TextField select label="Channel" value={channel} onChange={(e) => setChannel(e.target.value as TChannel)} disabled={send.isPending}>
            <MenuItem value="EMAIL">Email</MenuItem>
            <MenuItem value="SMS">SMS</MenuItem>
          </TextField>
          {channel === 'EMAIL' && (
            <TextField
              label="Subject"
              required
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              error={!!errors.subject}
              helperText={errors.subject}
            />
          )}
          <TextField
            label="Message"
            required
            multiline
            minRows={5}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={!!errors.body}
            helperText={errors.body ?? (channel === 'SMS' ? `${body.length}/${MAX_SMS_LENGTH} characters` : 'A blank line starts a new paragraph.')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
