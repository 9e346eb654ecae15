import Lock from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZStaffNoteRequest } from '@venue/shared/staff/staff-note.schema';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { useToast } from '@/components/feedback/toast-context';
import { formatInstant } from '@/components/staff/staff-format';
import { staffNotesQuery } from '@/features/staff-events/api/staff-events.queries';
import { useAddNote } from '@/features/staff-events/api/use-tab-mutations';

type TAudience = 'internal' | 'client';

/**
 * A new note is internal unless staff choose otherwise: a note shown to a client cannot be taken back, an
 * internal one can still be shared by writing it again.
 */
function NoteForm({ eventId }: { eventId: number }) {
  const add = useAddNote(eventId);
  const toast = useToast();
  const id = useId();
  const [content, setContent] = useState('');
  const [audience, setAudience] = useState<TAudience>('internal');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZStaffNoteRequest.safeParse({ content, is_internal: audience === 'internal' });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Note content is required');
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: (note) => {
        setContent('');
        toast({
          severity: 'success',
          title: 'Note Added',
          message: note.is_internal ? 'The internal note was saved.' : 'The note is now visible to the client.',
        });
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} aria-label="Add note" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <TextField
          label="Note"
          multiline
          minRows={3}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          required
          disabled={add.isPending}
          error={!!error}
          helperText={error ?? undefined}
        />
        <FormControl>
          <FormLabel id={`${id}-audience`}>Who can see it</FormLabel>
          <RadioGroup row aria-labelledby={`${id}-audience`} value={audience} onChange={(e) => setAudience(e.target.value as TAudience)}>
            <FormControlLabel value="internal" control={<Radio />} label="Internal (staff only)" disabled={add.isPending} />
            <FormControlLabel value="client" control={<Radio />} label="Visible to the client" disabled={add.isPending} />
          </RadioGroup>
        </FormControl>
        {audience === 'client' && <Alert severity="info">The client will see this note in their portal, and its timeline will show it was added.</Alert>}
        <div>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            Add Note
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

export function NotesTab({ eventId }: { eventId: number }) {
  const notes = useQuery(staffNotesQuery(eventId));
  return (
    <Stack spacing={2}>
      <NoteForm eventId={eventId} />
      <QueryState query={notes} loading="Loading notes..." error={loadError('event notes')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyText>No notes yet.</EmptyText>
          ) : (
            <List aria-label="Event notes" disablePadding>
              {list.map((note) => (
                <ListItem
                  key={note.id}
                  divider
                  sx={{
                    display: 'block',
                    px: 1.5,
                    py: 1.5,
                    borderLeft: 4,
                    borderColor: note.is_internal ? 'warning.main' : 'primary.main',
                    bgcolor: note.is_internal ? 'action.hover' : undefined,
                  }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
                    {note.is_internal ? (
                      <ToneChip size="small" color="warning" icon={<Lock />} label="Internal" />
                    ) : (
                      <ToneChip size="small" variant="outlined" color="primary" icon={<Visibility />} label="Visible to client" />
                    )}
                    <Typography variant="body2" color="text.secondary">
                      {note.created_by} · {formatInstant(note.created_at)}
                    </Typography>
                  </Stack>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.content}</Typography>
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryState>
    </Stack>
  );
}
