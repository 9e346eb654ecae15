import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

const ACTIONS = { display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-end', justifyContent: 'flex-end' } as const;

/** A space's or event type's actions: admins edit, switch and delete it; staff read only. */
export function RowActions(props: {
  name: string;
  isActive: boolean;
  isAdmin: boolean;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { name, isActive, isAdmin, busy } = props;
  if (!isAdmin)
    return (
      <Typography variant="caption" color="text.secondary">
        View only
      </Typography>
    );
  return (
    <Box sx={ACTIONS}>
      <Button size="small" onClick={props.onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="small" color="inherit" onClick={props.onToggle} disabled={busy} aria-label={`${isActive ? 'Deactivate' : 'Activate'} ${name}`}>
        {isActive ? 'Deactivate' : 'Activate'}
      </Button>
      <Button size="small" color="error" onClick={props.onDelete} disabled={busy} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </Box>
  );
}
