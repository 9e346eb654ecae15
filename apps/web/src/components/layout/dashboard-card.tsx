import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A titled dashboard section; the title names the region for screen-reader landmarks. Sections grouped under
 * their own heading (Critical Actions) use level h3.
 */
export function DashboardCard({ title, icon, children, heading = 'h2' }: { title: string; icon: ReactNode; children: ReactNode; heading?: 'h2' | 'h3' }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        {icon}
        <Typography id={id} variant="h6" component={heading}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}
