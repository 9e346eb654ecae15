import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { TCareNote } from '@venue/shared/events/question-purpose';

/**
 * What staff must not miss about an event (an allergy, a wheelchair, an overnight stay, special requests), as the
 * client typed it. Shown on the event page and on Today for events of the next two weeks; nothing when empty.
 */
export function CareNotes({ notes, dense = false }: { notes: readonly TCareNote[]; dense?: boolean }) {
  if (notes.length === 0) return null;
  return (
    <Alert severity="warning" sx={dense ? { py: 0, mt: 1 } : { mb: 3 }}>
      <AlertTitle sx={dense ? { mb: 0, fontSize: '0.875rem' } : undefined}>Needs care</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {notes.map((n) => (
          <li key={`${n.label}:${n.text}`}>
            <strong>{n.label}:</strong>{' '}
            <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {n.text}
            </Box>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
