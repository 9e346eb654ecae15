import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { extensionOf, type TEventDocument } from '@venue/shared/events/document.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONFIRM_PRESETS, useConfirm } from '@/components/feedback/confirm-dialog';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { ScrollTable } from '@/components/staff/scroll-table';
import { formatInstant } from '@/components/staff/staff-format';
import { titleCase } from '@/lib/title-case';
import { staffDocumentsQuery } from '@/features/staff-events/api/staff-events.queries';
import { useDeleteDocument, useUploadDocument } from '@/features/staff-events/api/use-tab-mutations';
import { UploadDocumentDialog } from '@/components/forms/upload-document-dialog';
import { fetchAuthorizedBlobAt, saveBlob } from '@/lib/authorized-download';

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);
const EXTENSION_OF_TYPE: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'text/plain': '.txt',
  'application/rtf': '.rtf',
  'text/rtf': '.rtf',
};
const fileNameOf = (doc: TEventDocument) => {
  const ext = EXTENSION_OF_TYPE[doc.file_type] ?? '';
  return extensionOf(doc.name) === ext || !ext ? doc.name : `${doc.name}${ext}`;
};

/** The documents shared with the client (theirs and the venue's): upload, download, delete. */
export function DocumentsTab({ eventId }: { eventId: number }) {
  const documents = useQuery(staffDocumentsQuery(eventId));
  const remove = useDeleteDocument(eventId);
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [uploading, setUploading] = useState(false);
  const upload = useUploadDocument(eventId);

  const download = async (doc: TEventDocument) => {
    try {
      saveBlob(await fetchAuthorizedBlobAt(doc.download_url), fileNameOf(doc));
    } catch (error) {
      toast({ severity: 'error', title: 'Download Failed', message: error instanceof Error ? error.message : 'Please try again.' });
    }
  };
  const deleteDocument = async (doc: TEventDocument) => {
    if (!(await confirm({ ...CONFIRM_PRESETS.delete, title: 'Delete Document', message: `Delete "${doc.name}"? The client will no longer see it.` }))) return;
    remove.mutate(doc.id, {
      onSuccess: () => toast({ severity: 'success', title: 'Document Deleted', message: `${doc.name} was deleted.` }),
      onError: (error) => toast({ severity: 'error', title: 'Delete Failed', message: error.message }),
    });
  };

  return (
    <Stack spacing={2}>
      <div>
        <Button variant="contained" startIcon={<UploadFile />} onClick={() => setUploading(true)}>
          Upload Document
        </Button>
      </div>
      <QueryState query={documents} loading="Loading documents..." error={loadError('event documents')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyText>No documents yet.</EmptyText>
          ) : (
            <ScrollTable label="Event documents" size="small" stickyActions>
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Category</TableCell>
                  <TableCell>Uploaded</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((doc) => (
                  <TableRow key={doc.id}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {doc.name}
                      <Typography variant="body2" color="text.secondary">
                        {sizeText(doc.size)}
                        {doc.description ? ` · ${doc.description}` : ''}
                      </Typography>
                    </TableCell>
                    <TableCell>{doc.category === 'ID' ? 'ID' : titleCase(doc.category)}</TableCell>
                    <TableCell>
                      {doc.uploaded_by}
                      <Typography variant="body2" color="text.secondary">
                        {formatInstant(doc.created_at)}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title="Download">
                        <IconButton aria-label={`Download ${doc.name}`} onClick={() => void download(doc)}>
                          <Download />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton aria-label={`Delete ${doc.name}`} onClick={() => void deleteDocument(doc)}>
                          <Delete />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )
        }
      </QueryState>
      <UploadDocumentDialog
        title="Upload Document"
        uploadedMessage={(name) => `${name} was uploaded and shared with the client.`}
        upload={upload}
        open={uploading}
        onClose={() => setUploading(false)}
      />
      {confirmDialog}
    </Stack>
  );
}
