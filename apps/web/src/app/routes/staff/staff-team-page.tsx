import Typography from '@mui/material/Typography';

/** Placeholder until the staff console's screens land (owner: staff web A). */
export function Component() {
  return (
    <Typography variant="h4" component="h1">
      Team
    </Typography>
  );
}
