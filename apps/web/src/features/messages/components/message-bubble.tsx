import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TMessage } from '@venue/shared/messages/thread.schema';
import { useMemo } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { formatMessageTime } from '@/features/messages/message-format';
import { fetchAuthorizedBlobAt, saveBlob } from '@/lib/authorized-download';
import { safeHtml } from '@/lib/safe-html';

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** One message; the reader's own on the right. The body is strict-mode HTML, sanitized again here. */
export function MessageBubble({ message, mine }: { message: TMessage; mine: boolean }) {
  const html = useMemo(() => safeHtml(message.body, 'strict'), [message.body]);
  const toast = useToast();
  const download = async () => {
    if (!message.attachment) return;
    try {
      saveBlob(await fetchAuthorizedBlobAt(message.attachment.download_url), message.attachment.name);
    } catch (error) {
      toast({ severity: 'error', title: 'Download Failed', message: (error as Error).message });
    }
  };
  return (
    <Box component="li" data-testid="message" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper variant="outlined" sx={{ p: 1.5, maxWidth: { xs: '90%', sm: '75%' }, bgcolor: mine ? 'action.selected' : 'background.paper', borderRadius: 2 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {mine ? 'You' : message.sender_name}
          </Box>
          {' · '}
          {formatMessageTime(message.created_at)}
        </Typography>
        <Typography
          component="div"
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5, '& p': { m: 0 } }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {message.attachment && (
          <Button size="small" startIcon={<AttachFile />} onClick={() => void download()} sx={{ mt: 1, textTransform: 'none' }}>
            {message.attachment.name} ({kb(message.attachment.size)})
          </Button>
        )}
        {mine && message.read_at && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'right' }}>
            Read
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
