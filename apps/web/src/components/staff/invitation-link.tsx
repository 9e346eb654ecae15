import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useToast } from '@/components/feedback/toast-context';

/** The sent invitation's link, so staff can also pass it on themselves; `note` says how long it lasts. */
export function InvitationLink({ url, note }: { url: string; note: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ severity: 'success', message: 'Invitation link copied.' });
    } catch {
      toast({ severity: 'warning', message: 'Copy the link by selecting it.' });
    }
  };
  return (
    <Stack spacing={2}>
      <DialogContentText>{note}</DialogContentText>
      <TextField label="Invitation link" value={url} slotProps={{ input: { readOnly: true } }} onFocus={(e) => e.target.select()} fullWidth />
      <div>
        <Button startIcon={<ContentCopy />} onClick={() => void copy()}>
          Copy Link
        </Button>
      </div>
    </Stack>
  );
}
