import Description from '@mui/icons-material/Description';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { TEventDocument } from '@venue/shared/events/document.schema';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { downloadDocument } from '@/features/events/api/download-document';
import { documentsQuery } from '@/features/events/api/events.queries';
import { EmptyText, QueryState } from '@/components/feedback/query-state';
import { UploadDocumentDialog } from '@/components/forms/upload-document-dialog';
import { useUploadDocument } from '@/features/events/api/use-upload-document';
import { formatStamp } from '@/features/events/event-format';
import { titleCase } from '@/lib/title-case';
import { EVENT_LOAD_ERRORS } from '@/features/events/event-texts';

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function DocumentsTab({ eventId }: { eventId: number }) {
  const documents = useQuery(documentsQuery(eventId));
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const upload = useUploadDocument(eventId);

  const download = async (doc: TEventDocument) => {
    toast({ severity: 'info', title: 'Download Started', message: `Downloading ${doc.name}...` });
    try {
      await downloadDocument(doc);
    } catch {
      toast({ severity: 'error', title: 'Download Failed', message: 'Failed to download file. Please try again.' });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<UploadFile />} onClick={() => setUploading(true)}>
          Upload File
        </Button>
      </Stack>
      <QueryState query={documents} loading="Loading documents..." error={EVENT_LOAD_ERRORS.documents}>
        {(list) =>
          list.length === 0 ? (
            <EmptyText>No documents yet. Upload plans, inspiration or IDs here.</EmptyText>
          ) : (
            <List aria-label="Event documents" disablePadding>
              {list.map((doc) => (
                <ListItem
                  key={doc.id}
                  divider
                  sx={{ px: 0 }}
                  secondaryAction={
                    <IconButton edge="end" aria-label={`Download ${doc.name}`} onClick={() => void download(doc)}>
                      <Download />
                    </IconButton>
                  }
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Description color="primary" aria-hidden />
                  </ListItemIcon>
                  <ListItemText
                    primary={doc.name}
                    secondary={`${titleCase(doc.category)} · ${formatSize(doc.size)} · ${doc.uploaded_by} · ${formatStamp(doc.created_at)}`}
                  />
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryState>
      <UploadDocumentDialog
        title="Upload File"
        uploadedMessage={(name) => `${name} was uploaded.`}
        upload={upload}
        open={uploading}
        onClose={() => setUploading(false)}
      />
    </Stack>
  );
}
