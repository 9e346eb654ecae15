import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ALLOWED_UPLOAD_EXTENSIONS } from '@venue/shared/events/document.schema';
import { ZPostMessageRequest } from '@venue/shared/messages/thread.schema';
import { useId, useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { usePostMessage } from '@/features/messages/api/use-send-message';
import { attachmentProblem } from '@/features/messages/attachment-check';

/** The answer box under a thread: text (the shared rules), an optional file (the documents' checks), Send. */
export function MessageComposer({ threadId }: { threadId: number }) {
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const post = usePostMessage(threadId);
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const fileInputId = useId();

  const pick = (picked: File | null) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!picked) return;
    const problem = attachmentProblem(picked);
    setError(problem);
    setFile(problem ? null : picked);
  };
  const send = () => {
    const checked = ZPostMessageRequest.safeParse({ body });
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    setError(null);
    post.mutate(
      { body: checked.data.body, file },
      {
        onSuccess: () => {
          setBody('');
          setFile(null);
          toast({ severity: 'success', message: 'Message Sent' });
        },
        onError: (e) => {
          setError(e.message);
          toast({ severity: 'error', title: 'Send Failed', message: e.message });
        },
      },
    );
  };

  return (
    <Paper variant="outlined" component="form" aria-label="Reply" sx={{ p: 2 }} onSubmit={(e) => (e.preventDefault(), send())} noValidate>
      <Stack spacing={1.5}>
        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        <TextField label="Your message" multiline minRows={3} value={body} onChange={(e) => setBody(e.target.value)} disabled={post.isPending} />
        {file && (
          <Chip label={file.name} onDelete={() => setFile(null)} deleteIcon={<Close aria-label={`Remove ${file.name}`} />} sx={{ alignSelf: 'flex-start' }} />
        )}
        {post.isPending && file && <LinearProgress variant="determinate" value={post.progress} aria-label="Upload progress" />}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button component="label" htmlFor={fileInputId} startIcon={<AttachFile />} disabled={post.isPending}>
            Attach File
            <input
              id={fileInputId}
              ref={inputRef}
              type="file"
              hidden
              accept={ALLOWED_UPLOAD_EXTENSIONS.join(',')}
              onChange={(e) => pick(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Button type="submit" variant="contained" endIcon={<Send />} disabled={post.isPending}>
            {post.isPending ? 'Sending...' : 'Send'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
