import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker } from 'react-router';
import { useLeavePrompt } from '@/lib/use-leave-prompt';

const MESSAGE = 'Your changes to this booking flow are not saved. If you leave now, they are lost.';

/** Asks before unsaved changes are left behind: inside the app with a dialog, on closing the tab with the browser's. */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useLeavePrompt(dirty, MESSAGE);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog open={blocked} onClose={() => blocker.reset?.()} aria-labelledby="leave-flow-title" aria-describedby="leave-flow-text">
      <DialogTitle id="leave-flow-title">Leave Without Saving?</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-flow-text">{MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
