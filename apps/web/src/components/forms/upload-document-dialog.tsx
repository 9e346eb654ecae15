import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  defaultDocumentName,
  isAllowedExtension,
  MAX_UPLOAD_BYTES,
  UPLOAD_MISSING,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPE_NOT_ALLOWED,
} from '@venue/shared/events/document.schema';
import { DOCUMENT_CATEGORIES, type TDocumentCategory } from '@venue/shared/enums';
import { useId, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { titleCase } from '@/lib/title-case';

/** Spec section 5's checks, in its order, before a byte is sent; the server repeats them. */
function checkFile(file: File | null, name: string): string | null {
  if (!file || !name.trim()) return UPLOAD_MISSING;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE;
  if (!isAllowedExtension(file.name)) return UPLOAD_TYPE_NOT_ALLOWED;
  return null;
}

export interface TDocumentUpload {
  file: File;
  name: string;
  category: TDocumentCategory;
  description: string;
}

/** What the dialog needs of an upload mutation: the client's and the venue's each post to their own call. */
export interface TDocumentUploader {
  isPending: boolean;
  progress: number;
  reset(): void;
  mutate(input: TDocumentUpload, callbacks: { onSuccess: (doc: { name: string }) => void; onError: (err: Error) => void }): void;
}

/** One event document upload dialog for the portal and the staff console: the same checks, fields and progress. */
export function UploadDocumentDialog({
  title,
  uploadedMessage,
  upload,
  open,
  onClose,
}: {
  title: string;
  /** The toast's text once the document is stored. */
  uploadedMessage: (name: string) => string;
  upload: TDocumentUploader;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [category, setCategory] = useState<TDocumentCategory>('OTHER');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setName('');
    setCategory('OTHER');
    setDescription('');
    setError(null);
    upload.reset();
  };
  const close = () => {
    if (upload.isPending) return; // an upload in flight cannot be abandoned half-way
    onClose();
  };

  const pick = (picked: File | null) => {
    setFile(picked);
    setError(picked ? checkFile(picked, 'x') : null);
    if (picked && !name.trim()) setName(defaultDocumentName(picked.name));
  };

  const submit = () => {
    const problem = checkFile(file, name);
    setError(problem);
    if (problem || !file) return;
    upload.mutate(
      { file, name: name.trim(), category, description: description.trim() },
      {
        onSuccess: (doc) => {
          toast({ severity: 'success', title: 'Upload Successful', message: uploadedMessage(doc.name) });
          onClose();
        },
        onError: (err) => {
          setError(err.message);
          toast({ severity: 'error', title: 'Upload Failed', message: err.message });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth slotProps={{ transition: { onExited: reset } }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && (
            <Alert severity="error" onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
          <div>
            <Button component="label" variant="outlined" disabled={upload.isPending}>
              Choose File
              <input hidden type="file" aria-label="File" accept={ALLOWED_UPLOAD_EXTENSIONS.join(',')} onChange={(e) => pick(e.target.files?.[0] ?? null)} />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {file ? file.name : `No file chosen. ${ALLOWED_UPLOAD_EXTENSIONS.join(', ')} up to 10 MB.`}
            </Typography>
          </div>
          <TextField label="Name" required value={name} onChange={(e) => setName(e.target.value)} disabled={upload.isPending} />
          <TextField select label="Category" value={category} onChange={(e) => setCategory(e.target.value as TDocumentCategory)} disabled={upload.isPending}>
            {DOCUMENT_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c === 'ID' ? 'ID' : titleCase(c)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Description"
            multiline
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            disabled={upload.isPending}
          />
          {upload.isPending && (
            <div>
              <Typography variant="body2" id={`${titleId}-progress`}>
                Uploading... {upload.progress}%
              </Typography>
              <LinearProgress variant="determinate" value={upload.progress} aria-labelledby={`${titleId}-progress`} sx={{ mt: 0.5 }} />
            </div>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="inherit" disabled={upload.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} variant="contained" disabled={upload.isPending}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
