import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCalendarEntry } from '@venue/shared/staff/calendar.schema';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CONFIRM_PRESETS, useConfirm } from '@/components/feedback/confirm-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { formatInstant } from '@/components/staff/staff-format';
import { useRemoveBlock } from '@/features/staff-calendar/api/use-block-mutations';
import { EntryChip, entryWhen } from '@/features/staff-calendar/components/entry-words';

const HOLD_SOURCE_TEXT = {
  wizard: 'A visitor is booking this in the online booking; the time is theirs until the hold ends.',
  quote_request: 'A quote request keeps this date until its hold ends.',
} as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>
    </div>
  );
}

/** What one calendar entry is, and the way to it: the event's page, or removing a block. */
export function EntryDialog({ entry, onClose }: { entry: TCalendarEntry; onClose: () => void }) {
  const remove = useRemoveBlock();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const removeBlock = async (id: number) => {
    if (
      !(await confirm({
        ...CONFIRM_PRESETS.delete,
        title: 'Remove Block?',
        message: `${entry.space.name} can be booked again at this time.`,
        confirmLabel: 'Remove Block',
      }))
    )
      return;
    try {
      await remove.mutateAsync(id);
      toast({ severity: 'success', title: 'Block Removed', message: `${entry.space.name} can be booked again at this time.` });
      onClose();
    } catch (e) {
      toast({ severity: 'error', title: 'Remove Failed', message: e instanceof Error ? e.message : String(e) });
    }
  };
  const buffered = entry.blocked_from !== entry.starts_at || entry.blocked_to !== entry.ends_at;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="entry-title">
      <DialogTitle id="entry-title" sx={{ overflowWrap: 'anywhere' }}>
        {entry.title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <div>
            <EntryChip entry={entry} />
          </div>
          <Fact label="Space">{entry.space.name}</Fact>
          <Fact label="When">{entryWhen(entry)}</Fact>
          {buffered && (
            <Fact label="Kept free">
              {formatInstant(entry.blocked_from)} to {formatInstant(entry.blocked_to)}
            </Fact>
          )}
          {entry.person && <Fact label={entry.kind === 'event' ? 'Client' : 'For'}>{entry.person}</Fact>}
          {entry.hold && (
            <>
              <Fact label="Held until">{formatInstant(entry.hold.expires_at)}</Fact>
              <Typography variant="body2" color="text.secondary">
                {HOLD_SOURCE_TEXT[entry.hold.source]}
              </Typography>
            </>
          )}
          {entry.block?.created_by && <Fact label="Blocked by">{entry.block.created_by}</Fact>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {entry.block && (
          <Button color="error" onClick={() => void removeBlock(entry.block!.id)} disabled={remove.isPending}>
            Remove Block
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
        {entry.link && (
          <Button variant="contained" component={RouterLink} to={entry.link}>
            {entry.kind === 'hold' ? 'Open Quote Request' : 'Open Event'}
          </Button>
        )}
      </DialogActions>
      {confirmDialog}
    </Dialog>
  );
}
