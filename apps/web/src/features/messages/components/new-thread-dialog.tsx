import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ZCreateThreadRequest } from '@venue/shared/messages/thread.schema';
import type { z } from 'zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/feedback/toast-context';
import { useStartThread } from '@/features/messages/api/use-send-message';

// The dialog's two fields, with the server's own rules and words.
const ZNewThread = ZCreateThreadRequest.pick({ subject: true, body: true });

/** A client starts a conversation with the venue: a subject and the first message, checked by the shared schema. */
export function NewThreadDialog({ open, onClose, basePath }: { open: boolean; onClose: () => void; basePath: string }) {
  const titleId = useId();
  const start = useStartThread();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<z.infer<typeof ZNewThread>>({ resolver: zodResolver(ZNewThread), defaultValues: { subject: '', body: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: (thread) => {
        toast({ severity: 'success', message: 'Message Sent' });
        onClose();
        navigate(`${basePath}/thread/${thread.id}`);
      },
    }),
  );
  return (
    <Dialog
      open={open}
      onClose={() => !start.isPending && onClose()}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: () => (form.reset(), start.reset()) } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>New Message</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {start.isError && <Alert severity="error">{start.error.message}</Alert>}
            <TextField label="Subject" required {...form.register('subject')} error={Boolean(errors.subject)} helperText={errors.subject?.message} />
            <TextField
              label="Message"
              required
              multiline
              minRows={4}
              {...form.register('body')}
              error={Boolean(errors.body)}
              helperText={errors.body?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={start.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={start.isPending}>
            {start.isPending ? 'Sending...' : 'Send'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
